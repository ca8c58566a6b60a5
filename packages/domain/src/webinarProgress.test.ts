import { describe, expect, it } from 'vitest';
import { formatPlayerTime, recordingMilestone, recordingProgressInputSchema } from './webinarProgress.js';

describe('recording progress', () => {
  it('names the furthest quarter reached, the end as 100', () => {
    expect(recordingMilestone(0, 120)).toBe(0);
    expect(recordingMilestone(29.9, 120)).toBe(0);
    expect(recordingMilestone(30, 120)).toBe(25);
    expect(recordingMilestone(89, 120)).toBe(50);
    expect(recordingMilestone(90, 120)).toBe(75);
    expect(recordingMilestone(120, 120)).toBe(100);
    expect(recordingMilestone(500, 120)).toBe(100);
    expect(recordingMilestone(10, 0)).toBe(0);
    expect(recordingMilestone(10, Number.NaN)).toBe(0);
  });

  it('accepts a position and a milestone, and refuses anything else', () => {
    expect(recordingProgressInputSchema.parse({ positionSeconds: 12.5, milestone: 25 })).toEqual({ positionSeconds: 12.5, milestone: 25, playStarted: false });
    for (const bad of [{ positionSeconds: -1, milestone: 0 }, { positionSeconds: 1, milestone: 30 }, { positionSeconds: Infinity, milestone: 0 }, { positionSeconds: 90_000, milestone: 0 }]) {
      expect(recordingProgressInputSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('shows a position as m:ss, with hours when there are any', () => {
    expect(formatPlayerTime(0)).toBe('0:00');
    expect(formatPlayerTime(65.9)).toBe('1:05');
    expect(formatPlayerTime(3723)).toBe('1:02:03');
  });
});
