import { Logger as HiveLogger, type LogLevel } from '@graphql-hive/logger';
import { PinoLogWriter } from '@graphql-hive/logger/writers/pino';
import { pino, type Logger } from 'pino';
import { requestIdMixin } from '@portal/graph-kit/observability';

/** Lines written inside a request carry its `reqId` (graph-kit's request scope). */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: 'gateway', level, mixin: requestIdMixin });
}

/** The gateway runtime logs through the same pino logger, at the same level, so one stream holds both. */
export function runtimeLogger(logger: Logger): HiveLogger {
  return new HiveLogger({ level: hiveLevel(logger.level), writers: [new PinoLogWriter(logger.child({ component: 'runtime' }))] });
}

function hiveLevel(pinoLevel: string): LogLevel | false {
  switch (pinoLevel) {
    case 'trace':
    case 'debug':
    case 'info':
    case 'warn':
    case 'error':
      return pinoLevel;
    case 'fatal':
      return 'error';
    default:
      return false;
  }
}
