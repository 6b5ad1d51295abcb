import { inEnglish } from '@barteraid/events/messages/registry';
import { describe, expect, it } from 'vitest';
import type { ObjectEvent } from '@barteraid/events';
import { objectDecider, objectMessages, type ObjectCommand } from './object';
import { sniffContentType } from './content';
import { DeciderSpecification } from '../testing/decider-specification';

const objectId = '0d6f3a52-8a4c-4f7e-9b1e-3c2d1a0b9f8e';
const ownerId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const tokenHash = 'a'.repeat(64);

const requested: ObjectEvent = {
  type: 'ObjectUploadRequested',
  data: { objectId, ownerId, purpose: 'avatar', tokenHash, requestedAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-20T10:15:00.000Z' },
};
const complete = (overrides: Partial<Extract<ObjectCommand, { type: 'CompleteUpload' }>> = {}): ObjectCommand => ({
  type: 'CompleteUpload',
  objectId,
  actorId: ownerId,
  tokenHash,
  contentType: 'image/png',
  bytes: png,
  sha256: 'b'.repeat(64),
  now: '2026-11-20T10:05:00.000Z',
  ...overrides,
});

const { given } = DeciderSpecification.for(objectDecider);

describe('object decider', () => {
  it('hands out an upload once per object', () => {
    const request: ObjectCommand = {
      type: 'RequestUpload', objectId, ownerId, purpose: 'avatar', tokenHash, now: requested.data.requestedAt, expiresAt: requested.data.expiresAt,
    };
    given([]).when(request).then([requested]);
    given([requested]).when(request).thenThrows(expect.objectContaining({ status: 409 }));
  });

  it('records the upload of matching bytes by the owner with the right token', () => {
    given([requested]).when(complete()).then([
      {
        type: 'ObjectUploaded',
        data: { objectId, ownerId, purpose: 'avatar', contentType: 'image/png', size: png.length, sha256: 'b'.repeat(64), uploadedAt: '2026-11-20T10:05:00.000Z', image: null },
      },
    ]);
  });

  it('takes one upload per URL', () => {
    const uploaded = given([requested]).when(complete()).thenMatches([{ type: 'ObjectUploaded' }]);
    given([requested, ...uploaded]).when(complete()).thenThrows(expect.objectContaining({ status: 409, data: objectMessages.used }));
  });

  it('deletes a stored object once, and then no longer takes uploads for it', () => {
    const uploaded = given([requested]).when(complete()).thenMatches([{ type: 'ObjectUploaded' }]);
    const remove: ObjectCommand = { type: 'DeleteObject', objectId, reason: 'avatar_replaced', now: '2026-11-20T11:00:00.000Z' };
    const deleted = given([requested, ...uploaded])
      .when(remove)
      .then([{ type: 'ObjectDeleted', data: { objectId, ownerId, reason: 'avatar_replaced', deletedAt: '2026-11-20T11:00:00.000Z' } }]);
    given([requested, ...uploaded, ...deleted]).when(remove).thenNothingHappened();
    given([requested]).when(remove).thenNothingHappened();
  });

  it.each([
    ['an unknown object', [], complete(), 403, inEnglish(objectMessages.invalidLink)],
    ['a wrong token', [requested], complete({ tokenHash: 'c'.repeat(64) }), 403, inEnglish(objectMessages.invalidLink)],
    ['another member', [requested], complete({ actorId: '9e0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b' }), 403, inEnglish(objectMessages.notYours)],
    ['an expired link', [requested], complete({ now: '2026-11-20T10:15:00.001Z' }), 403, inEnglish(objectMessages.expired)],
    ['an empty file', [requested], complete({ bytes: new Uint8Array() }), 400, inEnglish(objectMessages.empty)],
    ['a PDF as avatar', [requested], complete({ contentType: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4') }), 415, 'Invalid File Type: Please select an image file (JPG, PNG, GIF, etc.)'],
    ['bytes that are not the declared type', [requested], complete({ contentType: 'image/gif' }), 415, "Invalid File: the file's contents are not a valid image/gif file. Please choose another file."],
  ] as const)('refuses %s', (_name, events, command, status, message) => {
    given([...events]).when(command).thenThrows(expect.objectContaining({ status, message }));
  });

  it('recognises the magic numbers it accepts', () => {
    const bytes = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));
    expect(sniffContentType(png)).toBe('image/png');
    expect(sniffContentType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffContentType(bytes('GIF87a...'))).toBe('image/gif');
    expect(sniffContentType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffContentType(bytes('<svg'))).toBeNull();
    expect(sniffContentType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});
