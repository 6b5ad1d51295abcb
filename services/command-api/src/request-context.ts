import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { systemClock, type CommandContext } from './command-handling';
import type { CommandApiDeps } from './deps';

/** The command context of a request: its actor, its correlation id, its Idempotency-Key and the service's clock. */
export function contextOf(req: Request, deps: Pick<CommandApiDeps, 'store' | 'clock'>): CommandContext {
  const requestId = req.header('x-request-id');
  return {
    store: deps.store,
    actorId: req.actor?.memberId ?? null,
    correlationId: requestId && /^[0-9a-f-]{36}$/i.test(requestId) ? requestId : randomUUID(),
    now: deps.clock ?? systemClock,
    // Set by the Idempotency-Key middleware: `${actorId ?? 'anonymous'}:${method} ${path}:${key}`.
    ...(req.idempotency ? { requestKey: req.idempotency.requestKey } : {}),
  };
}
