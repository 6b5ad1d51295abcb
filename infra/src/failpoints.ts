/**
 * Named crash points. Multi-step commands and workers call `failpoint('name')` between two
 * writes; tests switch one on with the environment variable BARTERAID_FAILPOINTS to prove that
 * a crash exactly there is finished or undone after a restart.
 *
 *   BARTERAID_FAILPOINTS="settlement.after-payer-paid"          throw FailpointTriggered there
 *   BARTERAID_FAILPOINTS="settlement.after-payer-paid=exit"     the process dies there, like kill -9
 *
 * Several are separated by commas. Unset (always, outside tests), a call is one lookup.
 */
export const FAILPOINTS_VARIABLE = 'BARTERAID_FAILPOINTS';

export type FailpointAction = 'throw' | 'exit';

export class FailpointTriggered extends Error {
  constructor(readonly failpoint: string) {
    super(`failpoint ${failpoint} triggered`);
    this.name = 'FailpointTriggered';
  }
}

let parsedFrom: string | undefined;
let parsed = new Map<string, FailpointAction>();

function activeFailpoints(): Map<string, FailpointAction> {
  const value = process.env[FAILPOINTS_VARIABLE];
  if (value !== parsedFrom) {
    parsedFrom = value;
    parsed = new Map(
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const [name, action] = entry.split('=');
          return [name!.trim(), action?.trim() === 'exit' ? 'exit' : 'throw'] as const;
        }),
    );
  }
  return parsed;
}

/** Whether a test has switched this crash point on: code may take a slower path that has room for it. */
export function failpointArmed(name: string): boolean {
  return activeFailpoints().has(name);
}

/** A synchronous crash point, for code that must not yield between two statements. */
export function failpoint(name: string): void {
  const action = activeFailpoints().get(name);
  if (action === undefined) return;
  if (action === 'exit') {
    // No cleanup, no flushing: as abrupt as a killed process can be made from inside.
    process.kill(process.pid, 'SIGKILL');
  }
  throw new FailpointTriggered(name);
}
