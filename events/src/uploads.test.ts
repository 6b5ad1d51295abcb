import { describe, expect, it } from 'vitest';
import { upcast } from './upcasters';
import './uploads';

describe('ObjectUploaded', () => {
  it('reads a version 1 upload, stored as sent, as one without derived sizes', () => {
    const stored = { objectId: 'o', ownerId: 'm', purpose: 'avatar', contentType: 'image/png', size: 10, sha256: 'a'.repeat(64), uploadedAt: '2026-11-20T10:00:00.000Z' };
    expect(upcast('ObjectUploaded', stored, 1, 2)).toEqual({ ...stored, image: null });
  });
});
