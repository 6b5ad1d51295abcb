import type { z } from 'zod';
import type { EventDefinition } from './catalogue';
import { memberEvents } from './members';
import { ledgerEvents } from './ledger';
import { tradeEvents } from './trades';
import { conversationEvents } from './conversations';
import { listingEvents } from './listings';
import { listingPhotoEvents } from './listing-photos';
import { supportEvents } from './support';
import { passwordResetEvents } from './password-reset';
import { emailChangeEvents } from './email-change';
import { emailConfirmationEvents } from './email-confirmation';
import { signInLinkEvents } from './sign-in-links';
import { priceGuideEvents } from './price-guide';
import { notificationEvents } from './notifications';
import { verificationEvents } from './verification';
import { adminEvents } from './admin';
import { uploadEvents } from './uploads';
import { membershipEvents } from './membership';
import { referenceEvents } from './references';
import { disputeEvents } from './disputes';
import { moderationEvents } from './moderation';
import { blockEvents } from './blocks';
import { mailEvents } from './mail';
import { languageEvents } from './language';
import { locationEvents } from './location';
import { teamMessageEvents } from './team-messages';
import { pushEvents } from './push';
import { phoneEvents } from './phone';
import { alertEvents } from './alerts';
import { notifyPreferencesEvents } from './notify-preferences';
import { upcast } from './upcasters';

/**
 * The event catalogue: every feature's list of event types, registered once here. `DomainEvent`
 * (the union deciders and projections switch over) is derived from it, so a type listed here is
 * typed everywhere and one missing here cannot be written.
 */
export const catalogue = [
  ...memberEvents,
  ...ledgerEvents,
  ...tradeEvents,
  ...conversationEvents,
  ...listingEvents,
  ...listingPhotoEvents,
  ...supportEvents,
  ...passwordResetEvents,
  ...emailChangeEvents,
  ...emailConfirmationEvents,
  ...signInLinkEvents,
  ...priceGuideEvents,
  ...notificationEvents,
  ...verificationEvents,
  ...adminEvents,
  ...uploadEvents,
  ...membershipEvents,
  ...referenceEvents,
  ...disputeEvents,
  ...moderationEvents,
  ...blockEvents,
  ...mailEvents,
  ...languageEvents,
  ...locationEvents,
  ...teamMessageEvents,
  ...pushEvents,
  ...phoneEvents,
  ...alertEvents,
  ...notifyPreferencesEvents,
] as const;

// Widened without a check: relating each of the catalogue's schemas to \`z.ZodType\` member by member
// was a twentieth of the server's typecheck, and every entry is made by \`defineEvent\`, which
// already requires a \`z.ZodType\`.
const definitions = catalogue as readonly unknown[] as readonly EventDefinition<string, z.ZodType>[];

const byType = new Map(definitions.map((definition) => [definition.type, definition]));

export function eventDefinition(type: string): EventDefinition<string, z.ZodType> | undefined {
  return byType.get(type);
}

export function currentVersion(type: string): number {
  const definition = byType.get(type);
  if (!definition) throw new Error(`Unknown event type ${type}`);
  return definition.version;
}

/** Validates data for writing; throws when it does not match the current schema. */
export function validateForWrite(type: string, data: unknown): unknown {
  const definition = byType.get(type);
  if (!definition) throw new Error(`Unknown event type ${type}`);
  return definition.schema.parse(data);
}

/** Upcasts and validates stored data to the current version of its type; unknown types are returned as null. */
export function readEventData(type: string, data: unknown, schemaVersion: number): unknown | null {
  const definition = byType.get(type);
  if (!definition) return null;
  const current = schemaVersion < definition.version ? upcast(type, data, schemaVersion, definition.version) : data;
  return definition.schema.parse(current);
}
