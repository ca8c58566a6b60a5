import { describe, expect, it } from 'vitest';
import { webinarLabel, webinarWhen } from './webinarCardText';

describe('webinar card text', () => {
  it('labels webinars and peer discussions by status', () => {
    expect(webinarLabel('Webinar', 'upcoming')).toBe('Upcoming webinar');
    expect(webinarLabel('Webinar', 'past')).toBe('On-demand webinar');
    expect(webinarLabel('Peer Discussions', 'upcoming')).toBe('Upcoming peer discussion');
    expect(webinarLabel('Peer Discussions', 'past')).toBe('Past peer discussion');
  });

  it('shows the start in New York time, winter and summer, with the duration', () => {
    expect(webinarWhen('2026-12-18T16:00:00.000Z', 60)).toMatch(/^Friday, December 18, 2026,? (at )?11:00\sAM EST · 60 minutes$/);
    expect(webinarWhen('2026-07-01T15:00:00.000Z', 45)).toMatch(/^Wednesday, July 1, 2026,? (at )?11:00\sAM EDT · 45 minutes$/);
  });
});
