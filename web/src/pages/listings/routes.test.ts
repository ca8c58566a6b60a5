import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { THEMED_LISTING_SLUGS } from '@portal/domain';
import { listingRoutes } from './routes';

const pathOf = (url: string) => matchRoutes(listingRoutes, url)?.at(-1)?.route.path ?? null;

describe('listing routes', () => {
  it('matches the ten themed slugs only, each as a static path', () => {
    for (const slug of THEMED_LISTING_SLUGS) expect(pathOf(`/insights/${slug}`)).toBe(`insights/${slug}`);
    // Other /insights pages belong to other routes.
    expect(pathOf('/insights/latest-research')).toBeNull();
    expect(pathOf('/insights/forecasts')).toBeNull();
  });

  it('sends playbook, survey, planning guide and prediction paths to their pages', () => {
    expect(pathOf('/insights/playbooks')).toBe('insights/playbooks');
    expect(pathOf('/insights/playbooks/marketing-and-strategy')).toBe('insights/playbooks/*');
    expect(pathOf('/playbook/some-slug/PLA100001')).toBe('playbook/:slug/:id');
    expect(pathOf('/surveys/consumer')).toBe('surveys/:tabId');
    expect(pathOf('/surveys/some-survey/SUS100001')).toBe('surveys/:slug/:id');
    expect(pathOf('/insights/planning-guides/2026-planning-guide-b2b-sales/budget')).toBe('insights/planning-guides/:slug/*');
    expect(pathOf('/insights/predictions/predictions-2027-b2b-sales/PRD100001/predictions')).toBe('insights/predictions/:slug/:id/*');
  });
});
