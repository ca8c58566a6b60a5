import { describe, expect, it } from 'vitest';
import { toAnalyst } from './analyst.mapper.js';
import type { AnalystDto } from '@portal/contracts';

const dto: AnalystDto = {
  analystId: '10007',
  contentId: 'BIO10007',
  slug: 'dana-whitfield',
  firstName: 'Dana',
  lastName: 'Whitfield',
  fullName: 'Dana Whitfield',
  title: 'Principal Analyst',
  image: null,
  active: true,
  externallyActive: true,
  bio: 'Covers customer data.',
  topics: ['CDP'],
};

describe('toAnalyst', () => {
  it('links an active analyst to the analyst-bio page and shows the title', () => {
    expect(toAnalyst(dto)).toMatchObject({ id: 'BIO10007', title: 'Principal Analyst', path: '/analyst-bio/dana-whitfield/BIO10007' });
  });

  it('shows no title and no link for an inactive analyst (spec 1 §4)', () => {
    expect(toAnalyst({ ...dto, active: false })).toMatchObject({ id: 'BIO10007', title: null, path: null, active: false });
  });
});
