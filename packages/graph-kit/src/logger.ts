import { pino, type Logger } from 'pino';

/** One JSON logger per process; LOG_LEVEL (default info; tests use warn). */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name, level });
}
