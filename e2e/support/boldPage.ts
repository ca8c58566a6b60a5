// Spec 1 §2: a visitor's /myhome goes to /bold, which the gateway sends on to the bold page on the
// assets root, another site: tests answer it themselves so they stay on this machine.
import type { Page } from '@playwright/test';

export const BOLD_PAGE = 'https://assets.meridian.example/bold';

export async function answerBoldPage(page: Page): Promise<void> {
  await page.route(`${BOLD_PAGE}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Bold</title><h1>Bold</h1>' }));
}
