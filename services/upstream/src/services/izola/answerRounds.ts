// How many answers are being worked on, so that "a stream stops when the client goes away (no work
// left running)" can be watched: by the tests through `active`, by operators (and the integration
// test, from another process) as the Prometheus gauge izola_rounds_active on upstream's /metrics,
// with the finished rounds counted by outcome.
import { Counter, Gauge, type Registry } from 'prom-client';

export type RoundOutcome = 'answered' | 'declined' | 'blocked' | 'aborted' | 'failed';

export class AnswerRounds {
  private count = 0;
  private readonly gauge?: Gauge;
  private readonly finished?: Counter<'outcome'>;

  constructor(registry?: Registry) {
    if (!registry) return;
    this.gauge = new Gauge({ name: 'izola_rounds_active', help: 'Answers izola-service is working on now', registers: [registry] });
    this.finished = new Counter({
      name: 'izola_rounds_total',
      help: 'Answers izola-service finished, by outcome',
      labelNames: ['outcome'] as const,
      registers: [registry],
    });
  }

  get active(): number {
    return this.count;
  }

  started(): void {
    this.count++;
    this.gauge?.inc();
  }

  ended(outcome: RoundOutcome): void {
    this.count--;
    this.gauge?.dec();
    this.finished?.inc({ outcome });
  }
}
