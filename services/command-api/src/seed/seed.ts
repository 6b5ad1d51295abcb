import { randomUUID } from 'node:crypto';
import type { Config, EventStore } from '@barteraid/infra';
import type { CommandContext } from '../command-handling';
import { registerMember } from '../members/register';
import { memberIdByEmail } from '../members/lookup';
import { grantAdminByEmail } from '../members/grant-admin';
import { demoMembers, type DemoLogin } from './demo-members';

export interface SeedResult {
  logins: DemoLogin[];
  /** Member ids by email, for feature seeds that need owners. */
  memberIds: Map<string, string>;
  position: number;
}

/** A feature's demo data, appended as events; must be idempotent (runs at every start). */
export type FeatureSeed = (context: CommandContext, seeded: SeedResult) => Promise<number | null>;

/** Seeds demo members (once: existing emails are skipped) and then each feature's demo data. */
export async function seedDemoData(store: EventStore, config: Config, featureSeeds: FeatureSeed[] = []): Promise<SeedResult> {
  const context: CommandContext = { store, actorId: null, correlationId: randomUUID() };
  const logins = demoMembers(config);
  const memberIds = new Map<string, string>();
  let position = 0;
  for (const login of logins) {
    let memberId = await memberIdByEmail(store, login.email);
    if (!memberId) {
      const registered = await registerMember(context, login.registration);
      memberId = registered.memberId;
      position = Math.max(position, registered.position);
    }
    memberIds.set(login.email, memberId);
  }
  const admin = await grantAdminByEmail(context, config.OWNER_EMAIL, 'seed');
  position = Math.max(position, admin.position ?? 0);
  const seeded = { logins, memberIds, position };
  for (const seed of featureSeeds) position = Math.max(position, (await seed(context, seeded)) ?? 0);
  return { ...seeded, position };
}
