// The player's progress throttle: a play start at once, then at most one update per 15 s while
// playing, and pause, end and leaving at once; the milestone never goes back.
import { describe, expect, it } from 'vitest';
import { createProgressReporter, type ProgressUpdate } from './progressReporter';

function harness() {
  let clock = 0;
  const sent: ProgressUpdate[] = [];
  const reporter = createProgressReporter((update) => sent.push(update), () => clock);
  return { reporter, sent, advance: (ms: number) => (clock += ms) };
}

describe('the progress reporter', () => {
  it('sends a play start at once, then at most once per 15 s while playing', () => {
    const { reporter, sent, advance } = harness();
    reporter.started(0, 120);
    expect(sent).toEqual([{ positionSeconds: 0, milestone: 0, playStarted: true, leaving: false }]);
    for (let second = 1; second <= 14; second++) {
      advance(1000);
      reporter.moved(second, 120);
    }
    expect(sent).toHaveLength(1);
    advance(1000);
    reporter.moved(15, 120);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ positionSeconds: 15, milestone: 0, playStarted: false, leaving: false });
    advance(14_999);
    reporter.moved(29.9, 120);
    expect(sent).toHaveLength(2);
    advance(1);
    reporter.moved(30, 120);
    expect(sent.at(-1)).toEqual({ positionSeconds: 30, milestone: 25, playStarted: false, leaving: false });
  });

  it('sends on pause, end or leaving at once, but not twice for the same position', () => {
    const { reporter, sent, advance } = harness();
    reporter.started(0, 120);
    advance(2000);
    reporter.flush(2, 120);
    reporter.flush(2, 120);
    expect(sent.map((u) => u.positionSeconds)).toEqual([0, 2]);
    advance(1000);
    reporter.flush(3, 120, true);
    expect(sent.at(-1)).toEqual({ positionSeconds: 3, milestone: 0, playStarted: false, leaving: true });
  });

  it('keeps the furthest milestone of the visit when the reader seeks back', () => {
    const { reporter, sent, advance } = harness();
    reporter.started(0, 120);
    advance(15_000);
    reporter.moved(95, 120);
    reporter.flush(10, 120);
    expect(sent.map((u) => [u.positionSeconds, u.milestone])).toEqual([
      [0, 0],
      [95, 75],
      [10, 75],
    ]);
  });
});
