// A stand-in for the upstream CMS image path in the gateway tests: a plain HTTP server that
// records what it receives and answers like the content service (SVG with its headers, JSON 404s),
// plus two routes for the proxy's edges: a body streamed on demand and a request never answered.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import getPort from 'get-port';

export const CMS_IMAGE_PATH = '/content-service/api/v1/content/public/image';
export const AVATAR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" role="img"><title>Ada Lovelace</title></svg>';
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface StandInUpstream {
  url: string;
  received: ReceivedRequest[];
  /** Resolves with the response of the streamed route once its first chunk is written. */
  streamStarted: Promise<ServerResponse>;
  stop(): Promise<void>;
}

export async function startStandInUpstream(): Promise<StandInUpstream> {
  const received: ReceivedRequest[] = [];
  const held: ServerResponse[] = [];
  let started!: (res: ServerResponse) => void;
  const streamStarted = new Promise<ServerResponse>((resolve) => (started = resolve));

  const server = createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    switch (req.url) {
      case `${CMS_IMAGE_PATH}/analysts/BIO10001.svg`:
        // Headers a CDN must not hand to browsers ride along with the ones it must.
        res.writeHead(200, {
          ...SVG_HEADERS,
          'content-length': Buffer.byteLength(AVATAR_SVG),
          'set-cookie': 'cms_session=secret',
          'x-cms-node': 'cms-7',
          server: 'cms',
        });
        return void res.end(req.method === 'HEAD' ? undefined : AVATAR_SVG);
      case `${CMS_IMAGE_PATH}/figures/stream.svg`:
        // The first chunk now, the rest when the test says so: proves the gateway does not buffer.
        res.writeHead(200, SVG_HEADERS);
        res.write('<svg xmlns="http://www.w3.org/2000/svg">');
        return started(res);
      case `${CMS_IMAGE_PATH}/figures/hang.svg`:
        return void held.push(res);
      default: {
        const body = JSON.stringify({ status: 404, error: 'Not Found', message: `No image at ${req.url}` });
        res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        return void res.end(body);
      }
    }
  });
  const port = await getPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    streamStarted,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
