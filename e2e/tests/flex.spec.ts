import { expect, test } from '../support/test.js';
import { analyzeAccessibility } from '../support/axe.js';
import { FlexPage } from '../pages/flex.page.js';

test.describe('flex pages and solution blueprints', () => {
  test('PG14 (customer obsession) has a tab bar of links selected by ?tab=; an unknown tab shows the first', async ({ page }) => {
    const flex = new FlexPage(page);
    await flex.open('/content/customer-obsession/PG14', 'Customer Obsession');
    await flex.expectSelected('Customer Obsession', 'Overview');
    await expect(flex.section('Why customer obsession')).toBeVisible();
    await expect(flex.heroButton('Explore customer experience research')).toHaveAttribute('href', '/functions/customer-experience');
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await flex.tab('Customer Obsession', 'The Journey').click();
    await expect(page).toHaveURL(/\/content\/customer-obsession\/PG14\?tab=the-journey$/);
    await flex.expectSelected('Customer Obsession', 'The Journey');
    await expect(flex.section('Assess where you stand')).toBeVisible();
    await expect(flex.section('Why customer obsession')).toHaveCount(0);
    await expect(page).toHaveTitle(/The Journey \| Customer Obsession/);

    // A tab link is a URL of its own: opened directly, it shows that tab; an unknown one the first.
    await flex.open('/content/customer-obsession/PG14?tab=resources', 'Customer Obsession');
    await flex.expectSelected('Customer Obsession', 'Resources');
    await flex.open('/content/PG14?tab=no-such-tab', 'Customer Obsession');
    await flex.expectSelected('Customer Obsession', 'Overview');
  });

  test('a flex page without tabs shows its body and its nav entries; an unknown page is the 404 page', async ({ page }) => {
    const flex = new FlexPage(page);
    await flex.open('/content/future-of-work/PG11', 'The Future Of Work');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(flex.section('What is changing')).toBeVisible();
    await expect(flex.main.getByRole('heading', { level: 3, name: 'Skills before tools' })).toBeVisible();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await flex.moreTopics.getByRole('link', { name: 'Customer Obsession' }).click();
    await expect(flex.h1('Customer Obsession')).toBeVisible();
    await expect(page).toHaveURL(/\/content\/customer-obsession\/PG14$/);

    await flex.open('/content/nothing-here/PG999', 'This page could not be found');
    await flex.open('/content/x/RES100000', 'This page could not be found');
  });

  test('the blueprint cards page lists one blueprint per function; a card opens its blueprint with a full page load', async ({ page }) => {
    const flex = new FlexPage(page);
    await flex.open('/blueprint/blueprintCard', 'Solution Blueprints');
    await expect(flex.blueprintCards).toHaveCount(12);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await flex.markDocument();
    await flex.blueprintCards.first().getByRole('link', { name: 'B2B Marketing Executives Solution Blueprint' }).click();
    await expect(flex.h1('B2B Marketing Executives Solution Blueprint')).toBeVisible();
    await expect(page).toHaveURL(/\/blueprint\/b2b-marketing-executives-solution-blueprint\/BLP100001$/);
    expect(await flex.documentWasReloaded()).toBe(true);
    await expect(flex.section('The Vision')).toBeVisible();
    await expect(flex.main.getByRole('heading', { level: 3, name: 'Set the direction' })).toBeVisible();
    await expect(flex.breadcrumb.getByRole('link', { name: 'Solution Blueprints' })).toHaveAttribute('href', '/blueprint/blueprintCard');
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    // The slug is optional; an unknown blueprint is the 404 page.
    await flex.open('/blueprint/BLP100002', 'B2B Sales Solution Blueprint');
    await flex.open('/blueprint/nothing/BLP1', 'This page could not be found');
  });
});
