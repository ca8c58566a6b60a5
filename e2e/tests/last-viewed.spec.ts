import { expect, test } from '../support/test.js';
import { logInTo } from '../pages/login.page.js';
import { ReportPage } from '../pages/report.page.js';
import { SearchPage } from '../pages/search.page.js';
import { fixtures } from '../support/report-data.js';
import { isGraphqlRequest } from '../support/graphqlRequests.js';

// Vera (services/upstream demoUsers.ts): no other spec opens a report as her.
const READER = { email: 'vera@meridian.example', password: 'Meridian-demo-2026' };

test.describe('"Viewed" on search cards (spec 2 §3)', () => {
  // Signs in and walks two server-rendered pages.
  test.describe.configure({ timeout: 60_000 });

  test('a report the signed-in reader opened says when on its search card', async ({ page }) => {
    // The report page records the view with its own mutation once it has loaded.
    const recorded = page.waitForResponse((response) => isGraphqlRequest(response.request(), 'RecordReportView'));
    await logInTo(page, `/report/${fixtures.oneAuthorReportId}`, READER.email, READER.password);
    const title = (await new ReportPage(page).heading.textContent())!;
    expect(await (await recorded).json()).toEqual({ data: { recordReportView: true } });

    const search = new SearchPage(page);
    await search.open(`?query=${encodeURIComponent(title)}&activeTab=reports`);
    await search.settled();
    const card = search.results.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const at = new Date();
    const today = `Viewed ${at.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
    await expect(card.getByText(today, { exact: true })).toBeVisible();
  });
});
