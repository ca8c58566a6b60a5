// The web app's files as a browser gets them (issue #14): the build's precompressed .br or .gz
// sent as they are when Accept-Encoding allows, br first; the raw file otherwise; each decoding
// to the file's own bytes, with its Content-Type, Vary and the cache rules of webApp.ts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseCompression } from './responseCompression.js';
import { webAppRouter } from './webApp.js';

const bundlePath = '/assets/index-Bq3kZ9aW.js';
const stylesPath = '/assets/index-C1xYw2Lm.css';
// Large enough that on-the-fly compression (1 kB threshold) would take it too.
const bundle = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const part${i} = "chunk ${i}";`).join('\n'));
const styles = Buffer.from(Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}`).join('\n'));
// The service worker is written after the bundle is compressed, so the build leaves it raw.
const serviceWorker = Buffer.from(`self.__WB_MANIFEST=${JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ url: `/assets/page-${i}.js` })))};`);
// Distinct from what zlib here would make: proves the build's file is sent, not a fresh one.
const bundleBr = brotliCompressSync(bundle);
const bundleGz = gzipSync(bundle, { level: 9 });

let workDir: string;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'web-app-'));
  const webDist = path.join(workDir, 'dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDist, bundlePath), bundle);
  await writeFile(path.join(webDist, `${bundlePath}.br`), bundleBr);
  await writeFile(path.join(webDist, `${bundlePath}.gz`), bundleGz);
  await writeFile(path.join(webDist, stylesPath), styles);
  await writeFile(path.join(webDist, `${stylesPath}.gz`), gzipSync(styles));
  await writeFile(path.join(webDist, 'sw.js'), serviceWorker);
  const app = express();
  app.use(responseCompression(), webAppRouter(webDist));
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(workDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http hands over the bytes as sent; fetch would decode them itself. */
function get(urlPath: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${urlPath}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: RawResponse): Buffer {
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(response.body);
    case 'gzip':
      return gunzipSync(response.body);
    default:
      return response.body;
  }
}

const longCache = 'public, max-age=31536000, immutable';

describe('precompressed web app files', () => {
  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', sent: bundleBr },
    { acceptEncoding: 'br', encoding: 'br', sent: bundleBr },
    { acceptEncoding: 'gzip', encoding: 'gzip', sent: bundleGz },
    { acceptEncoding: 'br;q=0, gzip;q=1', encoding: 'gzip', sent: bundleGz },
    { acceptEncoding: undefined, encoding: undefined, sent: bundle },
    { acceptEncoding: 'identity', encoding: undefined, sent: bundle },
  ])('sends a bundle for Accept-Encoding $acceptEncoding as $encoding', async ({ acceptEncoding, encoding, sent }) => {
    const response = await get(bundlePath, acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.body.equals(sent)).toBe(true);
    expect(decoded(response).equals(bundle)).toBe(true);
    expect(response.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(response.headers['content-length']).toBe(String(sent.length));
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe(longCache);
  });

  it('sends gzip when only gzip was built, even to a browser that prefers br', async () => {
    const response = await get(stylesPath, 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css; charset=utf-8$/i);
    expect(decoded(response).equals(styles)).toBe(true);
    expect(response.headers['cache-control']).toBe(longCache);
  });

  it('compresses the service worker on the fly, revalidated on every visit', async () => {
    for (const [acceptEncoding, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], [undefined, undefined]] as const) {
      const response = await get('/sw.js', acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decoded(response).equals(serviceWorker)).toBe(true);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it('answers 404 for a missing bundle whatever the encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      expect((await get('/assets/gone-12345678.js', acceptEncoding)).status).toBe(404);
    }
  });
});
