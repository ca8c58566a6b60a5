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
    });
  });

  it('names the features the session turns on, and only those', () => {
    expect(toViewer({ usermetaId: 'u-7', emailAddress: 'x@example.com', features: { izola_home: true, experimental_charts: false } }).features).toEqual(['izola_home']);
  });

  it('passes on the open interceptors of the session', () => {
    expect(toViewer({ usermetaId: 'u-6', emailAddress: 'x@example.com', interceptors: ['business-terms'] }).interceptors).toEqual(['business-terms']);
  });
});
