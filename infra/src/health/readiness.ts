import type { RequestHandler } from 'express';

/** A check that has not answered by then counts as down, so /readyz itself never hangs. */
const CHECK_TIMEOUT_MS = 2_000;

/** Resolves when the dependency answers; throws (or rejects) with the reason when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

export interface ReadinessChecks {
  checks: Record<string, ReadinessCheck>;
  /** Dependencies this deployment goes without (Redis in the embedded start): shown, never failing. */
  notConfigured?: readonly string[];
}

async function run(check: ReadinessCheck): Promise<{ ok: true } | { ok: false; reason: string }> {
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
 * /readyz: can this service do its work now? 200 `{status: 'ready', checks}` when every check
 * answers; 503 `{status: 'unavailable', checks, reasons}` naming what is down and why. A load
 * balancer or orchestrator stops sending work on 503; /healthz (the process is alive) stays 200.
 */
export function readiness({ checks, notConfigured = [] }: ReadinessChecks): RequestHandler {
  return (_req, res) => {
    void (async () => {
      const names = Object.keys(checks);
      const outcomes = await Promise.all(names.map((name) => run(checks[name]!)));
      const states: Record<string, string> = Object.fromEntries(notConfigured.map((name) => [name, 'not configured']));
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

/** Liveness: the process runs its event loop and answers. */
export const liveness: RequestHandler = (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' });
