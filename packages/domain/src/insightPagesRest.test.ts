import { describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGES, insightTabOf } from './insightPagesRest.js';

const sections = [{ id: 'overview' }, { id: 'priorities' }, { id: 'budget' }];

describe('planning guide and prediction tabs (spec 3 §2: by the last path segment)', () => {
  it.each([
    ['/insights/planning-guides/2026-planning-guide-b2b-sales', 'overview'],
    ['/insights/planning-guides/2026-planning-guide-b2b-sales/budget', 'budget'],
    ['/insights/planning-guides/2026-planning-guide-b2b-sales/priorities/', 'priorities'],
    ['/insights/predictions/p/PRD100001/unknown', 'overview'],
  ])('%s -> %s', (path, id) => {
    expect(insightTabOf(path, sections)?.id).toBe(id);
  });

  it('has no tab without sections, and the spec’s no-access messages', () => {
    expect(insightTabOf('/x/budget', [])).toBeUndefined();
    expect(NO_ACCESS_MESSAGES).toEqual({
      planningGuide: 'The user has no access to Planning Guides Page.',
      prediction: 'The user has no access to Prediction Page.',
    });
  });
});
