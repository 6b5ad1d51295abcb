import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Db } from '@barteraid/infra';

/** A check that has not answered by then counts as down, so /readyz itself never hangs. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = () => Promise<unknown>;

async function run(check: Check): Promise<{ ok: true } | { ok: false; reason: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /readyz: can this gateway serve requests now? 200 `{status: 'ready', checks}` when the database
 * (and Redis, when configured) answer; 503 `{status: 'unavailable', checks, reasons}` naming what is
 * down and why. A load balancer stops sending traffic on 503; /healthz (the process is alive) stays 200.
 */
export function readiness(db: Db, redis: Redis | null): RequestHandler {
  // The table sign-in reads: answering it means the database is up and migrated.
  const checks: Record<string, Check> = { database: () => db.selectFrom('member_credentials').select('member_id').limit(1).execute() };
  if (redis) checks.redis = () => redis.ping();
  return (_req, res) => {
    void (async () => {
      const names = Object.keys(checks);
      const outcomes = await Promise.all(names.map((name) => run(checks[name]!)));
      const states: Record<string, string> = redis ? {} : { redis: 'not configured' };
      const reasons: Record<string, string> = {};
      names.forEach((name, index) => {
        const outcome = outcomes[index]!;
        states[name] = outcome.ok ? 'ok' : 'down';
        if (!outcome.ok) reasons[name] = outcome.reason;
      });
      res.set('Cache-Control', 'no-store');
      if (Object.keys(reasons).length === 0) return void res.json({ status: 'ready', checks: states });
      res.status(503).json({ status: 'unavailable', checks: states, reasons });
    })();
  };
}
