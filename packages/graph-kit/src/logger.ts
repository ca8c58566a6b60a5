import { pino, type Logger } from 'pino';
import { requestIdMixin } from './observability/requestScope.js';

/** One JSON logger per process; LOG_LEVEL (default info; tests use warn). Lines inside a request carry its `reqId`. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name, level, mixin: requestIdMixin });
}
