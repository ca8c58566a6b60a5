import { describe, expect, it } from 'vitest';
import { FUNCTION_VOCABULARY } from '../vocabulary/functions.js';
import { planningGuide, planningGuideCount, planningGuides, prediction, predictionCount, predictions } from './insightPages.js';

const config = { seed: 42, size: 60 };

describe('planning guides and predictions', () => {
  it('has one per function and edition, the same for the same seed', () => {
    expect(planningGuideCount()).toBe(3 * FUNCTION_VOCABULARY.length);
    expect(predictionCount()).toBe(2 * FUNCTION_VOCABULARY.length);
    expect([...planningGuides(config)]).toEqual([...planningGuides(config)]);
    expect(new Set([...predictions(config)].map((p) => p.slug)).size).toBe(predictionCount());
    expect(() => planningGuide(config, planningGuideCount())).toThrow(RangeError);
  });

  it('restricts the newest planning guide edition and every third prediction; gives every page tabs', () => {
    const guides = [...planningGuides(config)];
    expect(guides[0].year).toBe(2027);
    expect(guides.filter((g) => g.access === 'restricted').every((g) => g.year === 2027)).toBe(true);
    expect(guides.some((g) => g.access === 'public')).toBe(true);
    expect(prediction(config, 2).access).toBe('restricted');
    expect(prediction(config, 0).access).toBe('public');
    expect(prediction(config, 0).path).toBe(`/insights/predictions/${prediction(config, 0).slug}/PRD100000`);
    for (const page of [...guides, ...predictions(config)]) {
      expect(page.sections[0].id).toBe('overview');
      expect(page.sections.every((s) => s.paragraphs.length > 0)).toBe(true);
    }
  });
});
