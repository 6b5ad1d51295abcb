import type { ObjectPurpose, UploadQuotaEvent } from '@barteraid/events';
import { HttpError, TooManyRequests } from '@barteraid/infra';
import { exhaustive, type Decider } from '../decider';
import { objectsMessages } from '@barteraid/events/messages/objects';
import type { MessageData } from '@barteraid/events/messages/catalogue';

/** The rate counts links issued in the last hour. */
export const RATE_WINDOW_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;

export interface QuotaLimits {
  /** Bytes a member's objects may take in total. */
  quotaBytes: number;
  /** Upload links a member may be given per hour. */
  perHour: number;
}

export interface UploadQuotaState {
  /** When each link of the last hour (before the latest event) was issued, oldest first. */
  recentLinks: string[];
  /** Bytes of every object that counts, by object id. */
  used: Record<string, number>;
  total: number;
}

export type UploadQuotaCommand =
  | { type: 'IssueLink'; memberId: string; objectId: string; purpose: ObjectPurpose; now: string; limits: QuotaLimits }
  | { type: 'UseSpace'; memberId: string; objectId: string; bytes: number; now: string; limits: QuotaLimits }
  | {
      type: 'FreeSpace';
      memberId: string;
      objectIds: string[];
      reason: 'avatar_replaced' | 'upload_failed' | 'upload_abandoned' | 'object_deleted';
      now: string;
    };

/** 429: too many links this hour; the route sends `Retry-After` with the seconds until one frees up. */
export class UploadRateLimited extends TooManyRequests {
  constructor(message: MessageData, retryAfterSeconds: number) {
    super(message, retryAfterSeconds);
    this.name = 'UploadRateLimited';
  }
}

/** 413: the member's objects would take more than their quota. */
export class UploadQuotaReached extends HttpError {
  constructor(message: MessageData) {
    super(413, message);
    this.name = 'UploadQuotaReached';
  }
}

const megabytes = (bytes: number) => {
  const value = bytes / MB;
  return value > 0 && value < 0.1 ? '0.1' : String(Number(value.toFixed(1)));
};

export const quotaMessages = {
  full: (used: number, quota: number) => objectsMessages.message('quotaFull', { used: megabytes(used), quota: megabytes(quota) }),
  tooBig: (used: number, quota: number, bytes: number) =>
    objectsMessages.message('quotaTooBig', { used: megabytes(used), quota: megabytes(quota), size: megabytes(bytes) }),
  rate: (perHour: number, seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return minutes === 1
      ? objectsMessages.message('tooManyUploadsMinute', { limit: perHour })
      : objectsMessages.message('tooManyUploads', { limit: perHour, minutes });
  },
} as const;

function recentSince(links: string[], now: string): string[] {
  const since = Date.parse(now) - RATE_WINDOW_MS;
  return links.filter((issuedAt) => Date.parse(issuedAt) > since);
}

/**
 * A member's upload quota (`uploads-<memberId>`): links issued in the last hour against the
 * hourly rate, and the bytes their objects take against the total. Appended together with the
 * object's own event, with both streams' expected revisions, so concurrent uploads of one member
 * are decided one after another and none slips past the limits.
 */
export const uploadQuotaDecider: Decider<UploadQuotaCommand, UploadQuotaState, UploadQuotaEvent> = {
  initialState: { recentLinks: [], used: {}, total: 0 },
  evolve(state, event) {
    switch (event.type) {
      case 'UploadLinkIssued':
        return { ...state, recentLinks: [...recentSince(state.recentLinks, event.data.issuedAt), event.data.issuedAt] };
      case 'UploadSpaceUsed': {
        const { objectId, bytes } = event.data;
        return { ...state, used: { ...state.used, [objectId]: bytes }, total: state.total - (state.used[objectId] ?? 0) + bytes };
      }
      case 'UploadSpaceFreed': {
        const { [event.data.objectId]: freed, ...used } = state.used;
        return freed === undefined ? state : { ...state, used, total: state.total - freed };
      }
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'IssueLink': {
        const { limits, now } = command;
        const recent = recentSince(state.recentLinks, now);
        if (recent.length >= limits.perHour) {
          // The oldest link of the window that must drop out before one more fits.
          const freesAt = Date.parse(recent[recent.length - limits.perHour]!) + RATE_WINDOW_MS;
          const seconds = Math.max(1, Math.ceil((freesAt - Date.parse(now)) / 1000));
          throw new UploadRateLimited(quotaMessages.rate(limits.perHour, seconds), seconds);
        }
        // Nothing could be stored anyway: say so before the member sends a file.
        if (state.total >= limits.quotaBytes) throw new UploadQuotaReached(quotaMessages.full(state.total, limits.quotaBytes));
        return [{ type: 'UploadLinkIssued', data: { memberId: command.memberId, objectId: command.objectId, purpose: command.purpose, issuedAt: now } }];
      }
      case 'UseSpace': {
        const { objectId, bytes, limits } = command;
        const counted = state.used[objectId];
        if (counted === bytes) return [];
        const others = state.total - (counted ?? 0);
        if (others + bytes > limits.quotaBytes) throw new UploadQuotaReached(quotaMessages.tooBig(others, limits.quotaBytes, bytes));
        return [{ type: 'UploadSpaceUsed', data: { memberId: command.memberId, objectId, bytes, usedAt: command.now } }];
      }
      case 'FreeSpace':
        return [...new Set(command.objectIds)]
          .filter((objectId) => state.used[objectId] !== undefined)
          .map((objectId) => ({
            type: 'UploadSpaceFreed' as const,
            data: { memberId: command.memberId, objectId, bytes: state.used[objectId]!, reason: command.reason, freedAt: command.now },
          }));
      default:
        return exhaustive(command);
    }
  },
};

/** The limits from configuration (UPLOAD_QUOTA_MB, UPLOAD_RATE_PER_HOUR). */
export const quotaLimits = (config: { UPLOAD_QUOTA_MB: number; UPLOAD_RATE_PER_HOUR: number }): QuotaLimits => ({
  quotaBytes: Math.floor(config.UPLOAD_QUOTA_MB * MB),
  perHour: config.UPLOAD_RATE_PER_HOUR,
});
