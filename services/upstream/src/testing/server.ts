// Serves an app on a free port for real HTTP requests from the tests.
import type { Server } from 'node:http';
import type { Express } from 'express';
import getPort from 'get-port';

export interface RunningServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function listen(app: Express): Promise<RunningServer> {
  const port = await getPort();
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
