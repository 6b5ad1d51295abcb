import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { CommandContext } from './command-handling';
import type { CommandApiDeps } from './deps';

export function contextOf(req: Request, deps: Pick<CommandApiDeps, 'store'>): CommandContext {
  const requestId = req.header('x-request-id');
  return {
    store: deps.store,
    actorId: req.actor?.memberId ?? null,
    correlationId: requestId && /^[0-9a-f-]{36}$/i.test(requestId) ? requestId : randomUUID(),
    // Set by the Idempotency-Key middleware: `${actorId ?? 'anonymous'}:${method} ${path}:${key}`.
    ...(req.idempotency ? { requestKey: req.idempotency.requestKey } : {}),
  };
}
