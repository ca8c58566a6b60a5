import { describe, expect, it } from 'vitest';
import { insightTargetOf } from './insightTarget';

describe('insightTargetOf', () => {
  it('opens a content id, alone or after a slug, at its own page', () => {
    expect(insightTargetOf('RES100001', undefined)).toEqual({ kind: 'content', id: 'RES100001' });
    expect(insightTargetOf('some-title', 'BIO100002')).toEqual({ kind: 'content', id: 'BIO100002' });
  });

  it('sends flex pages and blueprints to their paths, blueprints with a full load', () => {
    expect(insightTargetOf('customer-obsession', 'PG14')).toEqual({ kind: 'page', path: '/content/customer-obsession/PG14', fullLoad: false });
    expect(insightTargetOf('PG14', undefined)).toEqual({ kind: 'page', path: '/content/PG14', fullLoad: false });
    expect(insightTargetOf('a-blueprint', 'BLP1')).toEqual({ kind: 'page', path: '/blueprint/a-blueprint/BLP1', fullLoad: true });
  });

  it('shows the hub for nothing or a slug alone', () => {
    expect(insightTargetOf(undefined, undefined)).toEqual({ kind: 'hub' });
    expect(insightTargetOf('customer-obsession', undefined)).toEqual({ kind: 'hub' });
  });

  it('is no page for malformed segments', () => {
    for (const [slug, id] of [
      ['some-title', 'not-an-id'],
      ['some-title', 'res100001'],
      ['Some Title', 'RES100001'],
      ['<script>', undefined],
      ['a'.repeat(256), undefined],
      ['some-title', `RES${'1'.repeat(40)}`],
      ['../../etc', undefined],
      ['some-title', ''],
    ] as const) {
      expect(insightTargetOf(slug, id)).toEqual({ kind: 'none' });
    }
  });
});
