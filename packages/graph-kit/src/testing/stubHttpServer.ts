import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server with scripted answers, for tests of REST clients where the real upstream is
// not what is under test (error shapes, dropped connections, slow replies).

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The body as text (empty for a GET). */
  body: string;
}

export type StubHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface StubHttpServer {
  url: string;
  requests: RecordedRequest[];
  /** Requests whose path (without query) equals `path`. */
  callsTo(path: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startStubHttpServer(handler: StubHandler): Promise<StubHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    callsTo: (path) => requests.filter((r) => r.url.split('?')[0] === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
