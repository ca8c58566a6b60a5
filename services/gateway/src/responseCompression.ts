// Compression of what the gateway makes per request (issue #14): GraphQL JSON, server-rendered
// pages, the service worker and small files the build did not precompress (server.ts mounts it on
// /graphql and the web app only). The web app's built
// files are precompressed (webApp.ts), and `compression` leaves a response that already has a
// Content-Encoding alone. It negotiates Accept-Encoding (br preferred), sets Vary, skips bodies
// under 1 kB and honours Cache-Control: no-transform.
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

// A stream's events must reach the browser as they happen; a compressor would hold them back
// until its window fills (GraphQL subscriptions over SSE, incremental delivery). The GraphQL
// runtime marks its own streams `Content-Encoding: none`; this keeps any other stream safe too.
const STREAMED_TYPES = /^(text\/event-stream|multipart\/mixed)\b/i;

function shouldCompress(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (STREAMED_TYPES.test(type)) return false;
  return compression.filter(req, res);
}

export function responseCompression(): RequestHandler {
  return compression({ filter: shouldCompress });
}
