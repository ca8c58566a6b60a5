// GET /images/* through the gateway to a stand-in upstream on a free port, over real HTTP.
import { mkdir, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import express from 'express';
import getPort from 'get-port';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandIns, stopGatewayTest, type StandIns } from '../test/standInSubgraphs.js';
import { AVATAR_SVG, CMS_IMAGE_PATH, SVG_HEADERS, startStandInUpstream, type StandInUpstream } from '../test/standInUpstream.js';
import { imageProxy } from './imageProxy.js';
import { createLogger } from './logger.js';
import { createGatewayServer, type GatewayServer, type GatewayServerOptions } from './server.js';

let standIns: StandIns;
let upstream: StandInUpstream;
let gateway: GatewayServer;
let baseOptions: Omit<GatewayServerOptions, 'port'>;

beforeAll(async () => {
  standIns = await startStandIns('gateway-images-');
  upstream = await startStandInUpstream();
  // A web app whose page fallback would answer any browser request the proxy let through.
  const webDist = path.join(standIns.workDir, 'web-dist');
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  baseOptions = {
    supergraphPath: standIns.supergraphPath,
    subgraphUrls: standIns.subgraphUrls,
    webDist,
    logger: createLogger('silent'),
  };
  gateway = await createGatewayServer({ ...baseOptions, upstreamUrl: upstream.url, port: await getPort() });
});

afterAll(() => stopGatewayTest(gateway, [upstream, standIns]));

beforeEach(() => {
  upstream.received.length = 0;
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** node:http sends the path byte for byte; fetch would resolve '..' and '%2e%2e' before sending. */
function raw(baseUrl: string, rawPath: string, method = 'GET', headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('proxying', () => {
  it('streams the body with the status and the image headers, and nothing of the CMS or the visitor', async () => {
    const res = await raw(gateway.url, '/images/analysts/BIO10001.svg?v=2', 'GET', {
      accept: 'text/html,image/avif,image/webp,*/*',
      cookie: 'portal_uid=2b8f1e9c-3d4a-4b5c-8d6e-7f8091a2b3c4; other=1',
      authorization: 'Bearer token',
      'x-request-id': 'req-42',
    });
    expect(res.status).toBe(200);
    expect(res.body).toBe(AVATAR_SVG);
    expect(res.headers).toMatchObject({ ...SVG_HEADERS, 'content-length': String(Buffer.byteLength(AVATAR_SVG)) });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-cms-node']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();

    expect(upstream.received).toHaveLength(1);
    const [sent] = upstream.received;
    // The query string is dropped: the path alone names the image.
    expect(sent).toMatchObject({ method: 'GET', url: `${CMS_IMAGE_PATH}/analysts/BIO10001.svg` });
    expect(sent.headers['x-request-id']).toBe('req-42');
    expect(sent.headers.cookie).toBeUndefined();
    expect(sent.headers.authorization).toBeUndefined();
  });

  it('answers HEAD with the headers only', async () => {
    const res = await raw(gateway.url, '/images/analysts/BIO10001.svg', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject(SVG_HEADERS);
    expect(res.body).toBe('');
    expect(upstream.received.map((r) => r.method)).toEqual(['HEAD']);
  });

  it('passes the first bytes on before the upstream has finished', async () => {
    const response = await fetch(`${gateway.url}/images/figures/stream.svg`);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('<svg xmlns="http://www.w3.org/2000/svg">');
    // Only now does the upstream write the rest.
    (await upstream.streamStarted).end('</svg>');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('</svg>');
  });

  it("passes the upstream's 404 through as it is", async () => {
    const res = await raw(gateway.url, '/images/analysts/BIO99999.svg', 'GET', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({
      status: 404, error: 'Not Found', message: `No image at ${CMS_IMAGE_PATH}/analysts/BIO99999.svg`,
    });
  });
});

describe('refusals', () => {
  it.each([
    '/images/../healthz',
    '/images/analysts/../../metrics',
    '/images/%2e%2e/metrics',
    '/images/%2E%2E%2Fmetrics',
    '/images/.%2e/x.svg',
    '/images/..%2f..%2fcart-service/api/v1/cart/count',
    '/images/%252e%252e/%252e%252e/metrics',
    '/images/..\\..\\metrics',
    '/images/..%5c..%5cmetrics',
    '/images/analysts//BIO10001.svg',
    '/images/.env',
    '/images/',
  ])('refuses %s with 400 JSON, without asking upstream', async (rawPath) => {
    const res = await raw(gateway.url, rawPath, 'GET', { accept: 'text/html' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ status: 400, error: 'Bad Request', message: 'Invalid image path' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(upstream.received).toEqual([]);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    const res = await raw(gateway.url, '/images/analysts/BIO10001.svg', method);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(res.body)).toMatchObject({ status: 405, error: 'Method Not Allowed' });
    expect(upstream.received).toEqual([]);
  });
});

describe('an upstream that fails', () => {
  it('answers 502 JSON when nothing listens at UPSTREAM_URL', async () => {
    const down = await createGatewayServer({ ...baseOptions, upstreamUrl: `http://127.0.0.1:${await getPort()}`, port: await getPort() });
    try {
      const res = await raw(down.url, '/images/analysts/BIO10001.svg');
      expect(res.status).toBe(502);
      expect(JSON.parse(res.body)).toEqual({ status: 502, error: 'Bad Gateway', message: 'The image service is unreachable' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await down.close();
    }
  });

  it('answers 504 JSON when the upstream does not answer in time', async () => {
    const app = express().use('/images', imageProxy({ upstreamUrl: upstream.url, timeoutMs: 100 }));
    const port = await getPort();
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(port, '127.0.0.1', () => resolve(s));
    });
    try {
      const res = await raw(`http://127.0.0.1:${port}`, '/images/figures/hang.svg');
      expect(res.status).toBe(504);
      expect(JSON.parse(res.body)).toEqual({ status: 504, error: 'Gateway Timeout', message: 'The image service did not answer in time' });
      expect(upstream.received.map((r) => r.url)).toEqual([`${CMS_IMAGE_PATH}/figures/hang.svg`]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
