import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { systemClock, type CommandContext } from './command-handling';
import type { CommandApiDeps } from './deps';

/** The command context of a request: its actor, its correlation and request ids, its Idempotency-Key and the service's clock. */
export function contextOf(req: Request, deps: Pick<CommandApiDeps, 'store' | 'clock'>): CommandContext {
  const requestId = req.header('x-request-id');
  return {
    store: deps.store,
    actorId: req.actor?.memberId ?? null,
    correlationId: requestId && /^[0-9a-f-]{36}$/i.test(requestId) ? requestId : randomUUID(),
    // Given by the API frame (infra/src/http/request-id.ts): the gateway's signed id, or a new one.
    ...(req.requestId ? { requestId: req.requestId } : {}),
    now: deps.clock ?? systemClock,
    // Set by the Idempotency-Key middleware: `${actorId ?? 'anonymous'}:${method} ${path}:${key}`.
    ...(req.idempotency ? { requestKey: req.idempotency.requestKey } : {}),
  };
}
