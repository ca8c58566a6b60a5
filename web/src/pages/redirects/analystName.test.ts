import { describe, expect, it } from 'vitest';
import { analystNamed, nameOfSegment } from './analystName';

const jane = { fullName: 'Jane Doe', path: '/analyst-bio/jane-doe/BIO10001' };
const janeSmith = { fullName: 'Jane Smith', path: '/analyst-bio/jane-smith/BIO10002' };
const zoe = { fullName: 'Zoë Núñez', path: '/analyst-bio/zoe-nunez/BIO10003' };
const inactive = { fullName: 'Sam Lee', path: null };

describe('nameOfSegment', () => {
  it('reads the words of a slug, an escaped name or an underscored one', () => {
    expect(nameOfSegment('jane-doe')).toBe('jane doe');
    expect(nameOfSegment('Jane%20Doe')).toBe('Jane Doe');
    expect(nameOfSegment('doe_jane')).toBe('doe jane');
    expect(nameOfSegment('jane.doe+')).toBe('jane doe');
    expect(nameOfSegment('%E0%A4%A')).toBe('%E0%A4%A');
    expect(nameOfSegment(undefined)).toBe('');
    expect(nameOfSegment('--')).toBe('');
  });
});

describe('analystNamed', () => {
  const analysts = [janeSmith, jane, zoe, inactive];

  it('finds the analyst whose full name is the name, whatever its case and accents', () => {
    expect(analystNamed('jane doe', analysts)).toBe(jane);
    expect(analystNamed('JANE DOE', analysts)).toBe(jane);
    expect(analystNamed('zoe nunez', analysts)).toBe(zoe);
  });

  it('accepts the words in another order when only one analyst fits', () => {
    expect(analystNamed('doe jane', analysts)).toBe(jane);
  });

  it('finds nobody for a partial name, an inactive analyst, no name or an ambiguous one', () => {
    expect(analystNamed('jane', analysts)).toBeNull();
    expect(analystNamed('sam lee', analysts)).toBeNull();
    expect(analystNamed('', analysts)).toBeNull();
    expect(analystNamed('jane doe', [jane, { ...jane, path: '/analyst-bio/jane-doe/BIO10009' }])).toBeNull();
  });
});
