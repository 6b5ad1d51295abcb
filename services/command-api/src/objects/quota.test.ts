import { inEnglish } from '@barteraid/events/messages/registry';
import { describe, expect, it } from 'vitest';
import type { UploadQuotaEvent } from '@barteraid/events';
import { quotaMessages, uploadQuotaDecider, type UploadQuotaCommand } from './quota';
import { DeciderSpecification } from '../testing/decider-specification';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const id = (n: number) => `0d6f3a52-8a4c-4f7e-9b1e-${String(n).padStart(12, '0')}`;
const MB = 1024 * 1024;
const limits = { quotaBytes: MB, perHour: 3 };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();

const issued = (n: number, minute: number): UploadQuotaEvent => ({
  type: 'UploadLinkIssued',
  data: { memberId, objectId: id(n), purpose: 'avatar', issuedAt: at(minute) },
});
const used = (n: number, bytes: number): UploadQuotaEvent => ({ type: 'UploadSpaceUsed', data: { memberId, objectId: id(n), bytes, usedAt: at(0) } });
const link = (n: number, minute: number): UploadQuotaCommand => ({ type: 'IssueLink', memberId, objectId: id(n), purpose: 'avatar', now: at(minute), limits });
const use = (n: number, bytes: number): UploadQuotaCommand => ({ type: 'UseSpace', memberId, objectId: id(n), bytes, now: at(0), limits });

const { given } = DeciderSpecification.for(uploadQuotaDecider);

describe('upload quota decider', () => {
  it('issues links up to the hourly rate, then says when the oldest one drops out', () => {
    const history = [issued(1, 0), issued(2, 10), issued(3, 20)];
    given(history.slice(0, 2)).when(link(3, 20)).then([issued(3, 20)]);
    given(history)
      .when(link(4, 30))
      .thenThrows(expect.objectContaining({ status: 429, retryAfterSeconds: 30 * 60, data: quotaMessages.rate(3, 30 * 60) }));
    // An hour after the first link, one more fits.
    given(history).when(link(4, 61)).then((events) => expect(events).toHaveLength(1));
  });

  it('counts bytes per object, refuses what would pass the total, and counts a retried object once', () => {
    const { state } = given([used(1, 600 * 1024), used(2, 300 * 1024)]);
    expect(state.total).toBe(900 * 1024);
    given([used(1, 600 * 1024)])
      .when(use(2, 500 * 1024))
      .thenThrows(expect.objectContaining({ status: 413, data: quotaMessages.tooBig(600 * 1024, MB, 500 * 1024) }));
    given([used(1, 600 * 1024)]).when(use(1, 600 * 1024)).thenNothingHappened();
    // A second try of the same object with another file replaces its size.
    given([used(1, 600 * 1024)]).when(use(1, MB)).then([used(1, MB)]);
  });

  it('refuses a link when nothing more fits, and frees space once per object', () => {
    given([used(1, MB)]).when(link(2, 0)).thenThrows(expect.objectContaining({ status: 413, data: quotaMessages.full(MB, MB) }));
    const free: UploadQuotaCommand = { type: 'FreeSpace', memberId, objectIds: [id(1), id(1), id(9)], reason: 'avatar_replaced', now: at(5) };
    const freed = given([used(1, MB)])
      .when(free)
      .then([{ type: 'UploadSpaceFreed', data: { memberId, objectId: id(1), bytes: MB, reason: 'avatar_replaced', freedAt: at(5) } }]);
    const after = given([used(1, MB), ...freed]);
    expect(after.state.total).toBe(0);
    after.when(free).thenNothingHappened();
    after.when(link(2, 6)).then((events) => expect(events).toHaveLength(1));
  });

  it('writes the quota message in megabytes with one decimal', () => {
    expect(inEnglish(quotaMessages.full(800 * 1024, 100 * MB))).toBe(
      'Upload quota reached: you have used 0.8 of 100 MB for your files. Replacing your profile picture frees the old one; for more room, please contact support.',
    );
  });
});
