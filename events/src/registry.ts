import type { z } from 'zod';
import type { EventDefinition } from './catalogue';
import { MemberGrantedAdmin, MemberRegistered, UniqueValueClaimed, UniqueValueReleased } from './members';
import { CreditsDebited, CreditsGranted, WelcomeBonusGranted } from './ledger';
import { CreditsHeld, EscrowPaid, EscrowReceived, HoldReleased } from './ledger';
import {
  TradeAccepted,
  TradeCancelled,
  TradeCompleted,
  TradeCountered,
  TradeDeclined,
  TradeMarkedUrgent,
  TradeProposed,
  TradeScheduled,
  TradeSettled,
} from './trades';
import { ConversationRead, MessageSent } from './conversations';
import { ListingDeactivated, ListingPosted, ListingReactivated, ListingRevised } from './listings';
import { SupportRequestSubmitted } from './support';
import { PasswordChanged, PasswordResetCompleted, PasswordResetRequested } from './password-reset';
import { PriceGuideEntryPublished } from './price-guide';
import { NotificationsMarkedRead } from './notifications';
import { VerificationApproved, VerificationRejected, VerificationSubmitted } from './verification';
import { AdminMessageSent } from './admin';
import {
  MemberAvatarChanged,
  ObjectDeleted,
  ObjectUploadRequested,
  ObjectUploaded,
  UploadLinkIssued,
  UploadSpaceFreed,
  UploadSpaceUsed,
} from './uploads';
import {
  InvitationIssued,
  InvitationRedeemed,
  MembershipApplicationApproved,
  MembershipApplicationRejected,
  MembershipApplicationSubmitted,
  SubscriptionStarted,
  TrialGranted,
} from './membership';
import { upcast } from './upcasters';

/** Every event type the system writes. Add new definitions here. */
const definitions: EventDefinition<string, z.ZodType>[] = [
  MemberRegistered,
  MemberGrantedAdmin,
  UniqueValueClaimed,
  UniqueValueReleased,
  WelcomeBonusGranted,
  CreditsGranted,
  CreditsDebited,
  CreditsHeld,
  HoldReleased,
  EscrowPaid,
  EscrowReceived,
  TradeProposed,
  TradeCountered,
  TradeAccepted,
  TradeDeclined,
  TradeCancelled,
  TradeMarkedUrgent,
  TradeScheduled,
  TradeCompleted,
  TradeSettled,
  MessageSent,
  ConversationRead,
  ListingPosted,
  ListingRevised,
  ListingDeactivated,
  ListingReactivated,
  SupportRequestSubmitted,
  PasswordResetRequested,
  PasswordResetCompleted,
  PasswordChanged,
  PriceGuideEntryPublished,
  NotificationsMarkedRead,
  VerificationSubmitted,
  VerificationApproved,
  VerificationRejected,
  AdminMessageSent,
  ObjectUploadRequested,
  ObjectUploaded,
  MemberAvatarChanged,
  ObjectDeleted,
  UploadLinkIssued,
  UploadSpaceUsed,
  UploadSpaceFreed,
  InvitationIssued,
  InvitationRedeemed,
  TrialGranted,
  MembershipApplicationSubmitted,
  MembershipApplicationApproved,
  MembershipApplicationRejected,
  SubscriptionStarted,
];

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
