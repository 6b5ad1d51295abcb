/**
 * Which parts of which events are a member's personal data. The event store seals them with that
 * member's own key before they enter the log (infra/src/personal-data), and opens them as it reads;
 * once the member closes their account the key is destroyed, and every reader — a command, a
 * projection, a rebuild, an operator tailing the log — gets the erased value below instead.
 * Events are never edited: what was written stays written, only no longer readable.
 */

/** What a sealed value reads as once its member's key is gone: a value of the field's own type. */
export type ErasedAs =
  /** A name shown to other members: "Former member". */
  | 'display_name'
  | 'first_name'
  | 'last_name'
  /** An address no mail can reach, unique per member (read models keep emails unique). */
  | 'email'
  | 'null'
  | 'empty_text'
  | 'empty_record'
  | 'empty_list';

export const FORMER_MEMBER = 'Former member';

/** The value a field reads as once member `memberId`'s key is gone. */
export function erasedValue(as: ErasedAs, memberId: string): unknown {
  switch (as) {
    case 'display_name':
      return FORMER_MEMBER;
    case 'first_name':
      return 'Former';
    case 'last_name':
      return 'member';
    case 'email':
      return `former-member-${memberId}@closed.invalid`;
    case 'null':
      return null;
    case 'empty_text':
      return '';
    case 'empty_record':
      return {};
    case 'empty_list':
      return [];
    default: {
      const unknownKind: never = as;
      throw new Error(`Unknown erasure ${String(unknownKind)}`);
    }
  }
}

export interface PersonalFields {
  /** The field holding the id of the member the data belongs to (whose key seals it). */
  subject: string;
  /** Fields sealed whole, and what each reads as once erased. A null value is left as it is. */
  fields: Readonly<Record<string, ErasedAs>>;
}

/**
 * Free text that names other members (a ledger line's "paid to ana") names each through
 * `mention(memberId, name)`; the store seals every mention with the named member's key, so closing
 * that account turns the name into "Former member" in other members' records too.
 */
export const MENTION_OPEN = '\u27E6m:';
export const MENTION_CLOSE = '\u27E7';
export const mention = (memberId: string, name: string) => `${MENTION_OPEN}${memberId}:${encodeURIComponent(name)}${MENTION_CLOSE}`;

const member = (fields: Record<string, ErasedAs>): PersonalFields => ({ subject: 'memberId', fields });

/**
 * Event type → its personal fields. A type not listed holds none. What a member published for
 * everyone to read — a listing's title, description and place, messages, references — is not
 * sealed: closing an account takes the listings down, and the rest stays as it was said.
 */
export const personalData: Readonly<Record<string, PersonalFields>> = {
  MemberRegistered: member({
    username: 'display_name',
    email: 'email',
    firstName: 'first_name',
    lastName: 'last_name',
    phone: 'null',
    location: 'null',
  }),
  MemberProfileChanged: member({ firstName: 'first_name', lastName: 'last_name', phone: 'null', location: 'null' }),
  MemberEmailChanged: member({ previousEmail: 'email', email: 'email' }),
  UniqueValueClaimed: member({ value: 'empty_text' }),
  UniqueValueReleased: member({ value: 'empty_text' }),
  EmailChangeRequested: member({ currentEmail: 'email', newEmail: 'email' }),
  /** The address a confirmation link went to, and the one it confirmed. */
  EmailConfirmationRequested: member({ email: 'email' }),
  EmailConfirmed: member({ email: 'email' }),
  VerificationSubmitted: member({ formData: 'empty_record', documents: 'empty_list' }),
  /**
   * What a signed-in member wrote to the team (the contact form, a report to support). A visitor's
   * message has no member (memberId null), so no key: it is tied to no account and stays as sent.
   */
  SupportRequestSubmitted: member({ name: 'null', email: 'null', subject: 'null', message: 'empty_text', reportedUsername: 'null' }),
  /** Why the member asked for a free tier: told to the team only. */
  MembershipApplicationSubmitted: member({ reason: 'empty_text' }),
  /** A member's report of a listing, member or message: their own words (the evidence quoted is what others published). */
  ReportFiled: { subject: 'reporterId', fields: { description: 'empty_text' } },
  /** A device's push address and keys: whoever holds them can send it notifications. */
  PushSubscriptionAdded: member({ endpoint: 'empty_text', p256dh: 'empty_text', auth: 'empty_text', device: 'empty_text' }),
  /** A mobile number the member is proving, and the one they proved. */
  PhoneCodeSent: member({ phone: 'empty_text' }),
  PhoneConfirmed: member({ phone: 'empty_text' }),
  /** The member's area: the ZIP or pin they chose, its offset and the public point drawn from it. */
  MemberLocationSet: member({ zip: 'null', point: 'null', offset: 'null', publicPoint: 'null' }),
};

/**
 * Fields that no one but the member may read, not even an administrator in the event view: where a
 * member lives. The projections read them to place listings; answers show only public points.
 */
export const withheldFromAdmins: Readonly<Record<string, readonly string[]>> = {
  MemberLocationSet: ['zip', 'point', 'offset'],
};

/** Event type → its free-text fields that may hold mentions. */
export const mentionFields: Readonly<Record<string, readonly string[]>> = {
  EscrowPaid: ['description'],
  EscrowReceived: ['description'],
  CreditsGranted: ['description'],
  CreditsDebited: ['description'],
  DisputeRefundTaken: ['description'],
  DisputeRefundGiven: ['description'],
};

/**
 * Streams named after a personal value (an email, a username) to keep it unique: the event store
 * names them by a keyed hash of the value instead (`unique_email-h.<hash>`), so the log's stream
 * names spell out no one's address. Streams named before this keep their names.
 */
export const claimStreamPrefixes = ['unique_email-', 'unique_username-'] as const;
