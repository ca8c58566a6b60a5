// The gateway's own error pages for /login, /logged-in and /logout, which are served before the
// web app exists in the browser. Worded as spec 1 §2's error page; self-contained HTML.
import type { Response } from 'express';

export const INVALID_LR = 'Invalid LR Parameter';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sendErrorPage(res: Response, status: number, title: string): void {
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" })
    .type('html')
    .send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Meridian Research</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1d1f23}main{max-width:640px;margin:48px auto;padding:0 24px}a{color:#0b3d91}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>We're sorry. There's a problem with the page you're looking for.</p>
<p>Status ${status}</p>
<p><a href="/myhome">Return to Home</a></p>
</main></body>
</html>`);
}
