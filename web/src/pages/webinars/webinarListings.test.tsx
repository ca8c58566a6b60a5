import { describe, expect, it } from 'vitest';
import { listingHref, listingInput, listingOfPath, listingTitle } from './webinarListings';

describe('webinar listings', () => {
  it.each([
    ['/webinar/upcoming', { kind: 'webinar', tab: 'upcoming' }],
    ['/webinar/ondemand', { kind: 'webinar', tab: 'ondemand' }],
    ['/peer-discussions', { kind: 'peer discussions', tab: 'upcoming' }],
    ['/peer-discussions/ondemand', { kind: 'peer discussions', tab: 'ondemand' }],
  ] as const)('reads %s and links back to it', (path, listing) => {
    expect(listingOfPath(path)).toEqual(listing);
    expect(listingHref(listing)).toBe(path);
  });

  it('names the hero and asks for page 1 unless told', () => {
    expect(listingTitle('peer discussions')).toBe('Peer Discussions');
    expect(listingTitle('webinar')).toBe('Webinars');
    expect(listingInput({ kind: 'peer discussions', tab: 'ondemand' })).toEqual({ type: 'ondemand', webinarType: 'peer discussions', page: 1 });
    expect(listingInput({ kind: 'webinar', tab: 'upcoming' }, 3).page).toBe(3);
  });
});
