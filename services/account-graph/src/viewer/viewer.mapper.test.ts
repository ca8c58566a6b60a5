import { describe, expect, it } from 'vitest';
import { toViewer } from './viewer.mapper.js';

describe('toViewer', () => {
  it("fills what a minimal session leaves out: the name from its parts, userType 'Unknown'", () => {
    expect(toViewer({ usermetaId: 'u-5', firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' })).toEqual({
      id: 'u-5',
      fullName: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      userType: 'Unknown',
      accountName: '',
      subscriptions: [],
      interceptors: [],
      features: [],
      isReprintUser: false,
    });
  });

  it('is a reprint user by a REPRINTS experience code (spec 1 §6), and by no other', () => {
    const viewerWith = (userExperiences: string[]) => toViewer({ usermetaId: 'u-8', emailAddress: 'x@example.com', userExperiences });
    for (const code of ['REPRINTS:CUSTOMER', 'REPRINTS:RESEARCHOPS', 'REPRINTS:SALES']) expect(viewerWith(['OTHER', code]).isReprintUser).toBe(true);
    expect(viewerWith(['REPRINTS', 'REPRINTS:MARKETING', 'PREVIEW']).isReprintUser).toBe(false);
    expect(viewerWith([]).isReprintUser).toBe(false);
  });

  it('names the features the session turns on, and only those', () => {
    expect(toViewer({ usermetaId: 'u-7', emailAddress: 'x@example.com', features: { izola_home: true, experimental_charts: false } }).features).toEqual(['izola_home']);
  });

  it('passes on the open interceptors of the session', () => {
    expect(toViewer({ usermetaId: 'u-6', emailAddress: 'x@example.com', interceptors: ['business-terms'] }).interceptors).toEqual(['business-terms']);
  });
});
