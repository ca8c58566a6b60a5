import { describe, expect, it } from 'vitest';
import { IP_TYPE_DEFINITIONS, ipTypeDefinition } from './ipTypeDefinitions.js';

describe('ipTypeDefinition', () => {
  it('explains a research type by its name in any case and spacing', () => {
    expect(ipTypeDefinition('Wave')).toMatch(/^An evaluation of the most significant vendors/);
    expect(ipTypeDefinition(' best practice ')).toBe(IP_TYPE_DEFINITIONS['Best Practice']);
  });

  it('has nothing for an unknown or missing type', () => {
    expect(ipTypeDefinition('Horoscope')).toBeNull();
    expect(ipTypeDefinition(null)).toBeNull();
    expect(ipTypeDefinition('')).toBeNull();
  });

  it('keeps every definition to one short sentence', () => {
    for (const [name, definition] of Object.entries(IP_TYPE_DEFINITIONS)) {
      expect(definition, name).toMatch(/^[A-Z][^.]*\.$/);
      expect(definition.length, name).toBeLessThanOrEqual(200);
    }
  });
});
