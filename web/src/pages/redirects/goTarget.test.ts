import { describe, expect, it } from 'vitest';
import { goKindOf, goVariables } from './goTarget';

describe('goKindOf', () => {
  it('knows the page kind of each content prefix with a page', () => {
    expect(goKindOf('RES100001')).toBe('research');
    expect(goKindOf(' BIO10001 ')).toBe('analyst');
    expect(goKindOf('WEB100003')).toBe('webinar');
    expect(goKindOf('PLA100004')).toBe('playbook');
    expect(goKindOf('SUS100002')).toBe('survey');
    expect(goKindOf('SER100001')).toBe('service');
    expect(goKindOf('PRI3')).toBe('priority');
  });

  it('has no page for forms, malformed or missing ids', () => {
    for (const id of ['FRM100001', 'res100001', 'RES', 'RES12x', 'XYZ1', 'GR-1000011', '', null]) expect(goKindOf(id)).toBeNull();
  });
});

describe('goVariables', () => {
  it('turns on the lookup of one kind only', () => {
    expect(goVariables('WEB100003', 'webinar')).toEqual({
      id: 'WEB100003', webinar: true, analyst: false, playbook: false, research: false, survey: false, service: false, priority: false,
    });
  });
});
