import { describe, expect, it } from 'vitest';
import { parseTechnologyPath, technologyTabs } from './technologyPath';

describe('technology detail path', () => {
  it('finds the id and the tab whatever comes before it', () => {
    expect(parseTechnologyPath('technology/cloud-platforms/TEC100005')).toEqual({ id: 'TEC100005', tabId: null });
    expect(parseTechnologyPath('category/x/TEC100001/related-research')).toEqual({ id: 'TEC100001', tabId: 'related-research' });
    expect(parseTechnologyPath('TEC100001/')).toEqual({ id: 'TEC100001', tabId: null });
    expect(parseTechnologyPath('technology/no-id')).toEqual({ id: null, tabId: null });
  });

  it('removes related research without content and adds related technologies with cards', () => {
    expect(technologyTabs({ relatedResearch: 0, relatedTechnologies: 2 }, 'related-research')).toEqual({
      tabs: [{ id: 'overview', label: 'Overview' }, { id: 'related-technologies', label: 'Related Technologies' }],
      selected: 'overview',
    });
    expect(technologyTabs({ relatedResearch: 3, relatedTechnologies: 0 }, 'related-research').selected).toBe('related-research');
    expect(technologyTabs({ relatedResearch: 1, relatedTechnologies: 1 }, null).tabs).toHaveLength(3);
  });
});
