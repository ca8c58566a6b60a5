import { expect, test } from '../support/test.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { NetPromoterScorePage } from '../pages/net-promoter-score.page.js';
import { logInTo } from '../pages/login.page.js';

// Jordan, a demo client no other spec signs in as, answers the survey here.
const JORDAN = { email: 'jordan@meridian.example', password: 'Meridian-demo-2026' };

test.describe('the Net Promoter Score survey', () => {
  test('asks a visitor to log in, under the same trademark notice', async ({ page }) => {
    const survey = new NetPromoterScorePage(page);
    await survey.open();
    await expect(survey.signInPrompt).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?lr=%2Fnet-promoter-score');
    await expect(survey.scores).toHaveCount(0);
    await expect(survey.trademarkNotice).toHaveText(
      'Net Promoter®, Net Promoter Score® and NPS® are registered trademarks of Bain & Company, Inc., Satmetrix Systems, Inc. and Fred Reichheld.',
    );
    await expectNoAxeViolations(page);
  });

  test('is answered by keyboard, thanks the reader, and a second answer updates the first', async ({ page }) => {
    await logInTo(page, '/net-promoter-score', JORDAN.email, JORDAN.password);
    const survey = new NetPromoterScorePage(page);
    await expect(survey.heading).toBeVisible();
    await expect(survey.scores.getByRole('radio')).toHaveCount(11);
    await expect(survey.trademarkNotice).toBeVisible();
    await expectNoAxeViolations(page);

    // Submitting without a score says so on the group and moves the focus into it.
    await survey.submit.focus();
    await page.keyboard.press('Enter');
    await expect(survey.form.getByText('Choose a score from 0 to 10')).toBeVisible();
    await expect(survey.score(0)).toBeFocused();
    await expectNoAxeViolations(page);

    await survey.arrowTo(0, 9);
    await page.keyboard.press('Tab');
    await expect(survey.comment).toBeFocused();
    await page.keyboard.type('Analysts who answer the same day.');
    await page.keyboard.press('Tab');
    await expect(survey.submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(survey.thanksHeading).toBeFocused();
    await expect(survey.thanks).toContainText('Your score of 9 has been recorded.');
    await expect(survey.thanks).toContainText(/You can change your answer until \w+ \d+\w\w, \d{4}\./);
    await expect(survey.scores).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Stored: a new visit starts from the answer and says a new one replaces it.
    await page.reload();
    await expect(survey.score(9)).toBeChecked();
    await expect(survey.comment).toHaveValue('Analysts who answer the same day.');
    await expect(survey.earlierAnswer).toContainText('updates that answer');

    await survey.score(9).focus();
    await survey.arrowTo(9, 7);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(survey.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(survey.thanks).toContainText('Your answer has been updated: you gave us a score of 7.');

    // From the thank-you, back to the form by keyboard.
    await page.keyboard.press('Tab');
    await expect(survey.changeAnswer).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(survey.score(7)).toBeChecked();
  });
});
