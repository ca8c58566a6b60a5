import { pino, type Logger } from 'pino';

/** Errors only, unless LOG_LEVEL asks for more (expected failures would otherwise flood the output). */
export function testLogger(): Logger {
  return pino({ level: process.env.LOG_LEVEL ?? 'error' });
}
