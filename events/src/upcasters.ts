/**
 * Upcasters turn a stored event of an older schema version into the next version.
 * Stored events are never edited; readers upcast on the way in.
 * Register one per (type, fromVersion): the chain runs until the current version.
 */
export type Upcaster = (data: unknown) => unknown;

const upcasters = new Map<string, Upcaster>();

const key = (type: string, fromVersion: number) => `${type}@${fromVersion}`;

export function registerUpcaster(type: string, fromVersion: number, upcast: Upcaster): void {
  upcasters.set(key(type, fromVersion), upcast);
}

export function upcast(type: string, data: unknown, fromVersion: number, toVersion: number): unknown {
  let current = data;
  for (let version = fromVersion; version < toVersion; version++) {
    const step = upcasters.get(key(type, version));
    if (!step) throw new Error(`No upcaster for ${type} from version ${version}`);
    current = step(current);
  }
  return current;
}
