import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream } from 'pino';

/**
 * The structured logger: pino, one JSON line per entry (`level`, `time`, `message` and the fields),
 * so operators can grep and ship logs. Every line written while a request, a projector batch or a
 * job runs carries that work's ids (see withLogContext), so one request id finds its whole path.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';

/** What a piece of work adds to each of its log lines: a request's id, a batch's request ids, a job's id. */
export interface LogContext {
  requestId?: string;
  /** A projector or reactor batch holds events of several requests. */
  requestIds?: string[];
  [field: string]: unknown;
}

const context = new AsyncLocalStorage<LogContext>();

/**
 * Through process.stdout/stderr (not pino's own file-descriptor writer), so the lines keep their
 * order with the rest of the process's output; warnings and errors go to stderr, as they always did.
 */
const lineTo = (stream: NodeJS.WriteStream): DestinationStream => ({ write: (line: string) => void stream.write(line) });
const destination = pino.multistream(
  [
    { level: 'trace', stream: lineTo(process.stdout) },
    { level: 'warn', stream: lineTo(process.stderr) },
  ],
  { dedupe: true },
);

const startLevel = process.env.LOG_LEVEL;
const logger = pino(
  {
    level: startLevel && ['debug', 'info', 'warn', 'error', 'silent'].includes(startLevel) ? startLevel : 'info',
    messageKey: 'message',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => context.getStore() ?? {},
  },
  destination,
);

export function setLogLevel(level: Level | 'silent'): void {
  logger.level = level;
}

/** Runs `work` with these fields added to every line it logs, down every await (AsyncLocalStorage). */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

/** Runs `work` with no context: a long-lived loop started during a request must not tag all its later lines with that request. */
export function outsideLogContext<T>(work: () => T): T {
  return context.exit(work);
}

/** The request ids of the work running now (a request's one id, or a batch's several). */
export function requestIdsInContext(): string[] {
  const current = context.getStore();
  if (!current) return [];
  return current.requestIds ?? (current.requestId ? [current.requestId] : []);
}

/** The fields of the work running now, if any. */
export function logContext(): LogContext | undefined {
  return context.getStore();
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => logger.debug(fields ?? {}, message),
  info: (message: string, fields?: Record<string, unknown>) => logger.info(fields ?? {}, message),
  warn: (message: string, fields?: Record<string, unknown>) => logger.warn(fields ?? {}, message),
  error: (message: string, fields?: Record<string, unknown>) => logger.error(fields ?? {}, message),
};

export function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
