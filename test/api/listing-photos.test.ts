import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { startTestApp, signedUpMember, type ApiClient, type TestApp } from '../support/test-app';
import { by, existingStream, given } from '../support/given';
import { tableSnapshot } from '../support/read-models';
import { projectorDbOf } from '@barteraid/projector';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const MB = 1024 * 1024;
const SECRET = 'Jane Doe, 12 Elm St';

/** A real photo as a phone would send it: pixels, a camera's EXIF with the owner's name and a GPS position. */
function photo(format: 'jpeg' | 'png' | 'webp', width = 900, height = 600): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 30 } } });
  return canvas[format]()
    .withExif({
      IFD0: { Artist: SECRET, Make: 'PhoneCo', Model: 'P1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 45/1 36/1', GPSLongitudeRef: 'W', GPSLongitude: '95/1 22/1 12/1' },
    })
    .toBuffer();
}

async function link(client: ApiClient) {
  const requested = await client.post('/api/objects/upload', { purpose: 'listing-photo' });
  expect(requested.status).toBe(200);
  return requested.body as { uploadURL: string; objectId: string };
}

/** PUT the bytes as the browser does, with whatever type the file claims to be. */
async function putBytes(client: ApiClient, uploadURL: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const csrf = client.cookies.get('barteraid.csrf');
  const response = await fetch(`${client.baseUrl}${uploadURL}`, {
    method: 'PUT',
    headers: { cookie: client.cookieHeader(), 'content-type': contentType, ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}) },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function uploadPhoto(client: ApiClient, bytes: Buffer, contentType?: string) {
  const { uploadURL, objectId } = await link(client);
  const stored = await putBytes(client, uploadURL, bytes, contentType);
  expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  return { objectId, ...stored.body } as { objectId: string; url: string; size: number; image: { width: number; height: number; thumbnail: { url: string; width: number; height: number } } };
}

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Portable generator',
  description: 'A 2000 W generator, works well, with a can of fuel.',
  category: 'tools-equipment',
  type: 'offer',
  credits: '40.00',
  location: 'Houston, TX',
  ...overrides,
});

const storedRows = (ids: string[]) => app.database.db.selectFrom('stored_objects').select('id').where('id', 'in', ids).execute();
const served = (url: string) => fetch(`${app.url}${url}`);
const quotaUsed = async (memberId: string) => {
  const used = new Map<string, number>();
  for (const event of await app.store.readStream(streams.uploads(memberId))) {
    const data = event.data as { objectId: string; bytes: number };
    if (event.type === 'UploadSpaceUsed') used.set(data.objectId, data.bytes);
    if (event.type === 'UploadSpaceFreed') used.delete(data.objectId);
  }
  return used;
};

describe('uploading a listing photo', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('takes a %s by its bytes, strips its metadata and serves a display size and a thumbnail for good', async (format) => {
    const { client, id } = await signedUpMember(app);
    const original = await photo(format);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(SECRET)).toBe(true);
    // The declared type is not what decides: the bytes are.
    const stored = await uploadPhoto(client, original, 'application/octet-stream');
    expect(stored).toMatchObject({ purpose: 'listing-photo', contentType: 'image/webp', image: { width: 900, height: 600, thumbnail: { width: 400, height: 300 } } });

    for (const url of [stored.url, stored.image.thumbnail.url]) {
      const response = await served(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes(SECRET)).toBe(false);
      expect(bytes.includes('PhoneCo')).toBe(false);
    }
    // Both sizes count against the member's quota.
    const [display, thumbnail] = await Promise.all([served(stored.url), served(stored.image.thumbnail.url)]);
    const bytes = (await display.arrayBuffer()).byteLength + (await thumbnail.arrayBuffer()).byteLength;
    expect((await quotaUsed(id)).get(stored.objectId)).toBe(bytes);
    expect(stored.size).toBe(bytes);
  });

  it('keeps a small photo at its size and turns a large one into at most 1280 px', async () => {
    const { client } = await signedUpMember(app);
    expect((await uploadPhoto(client, await photo('png', 300, 200))).image).toMatchObject({ width: 300, height: 200 });
    expect((await uploadPhoto(client, await photo('jpeg', 2000, 1500))).image).toMatchObject({ width: 1280, height: 960 });
  });

  it('refuses what is not a JPEG, PNG or WebP image, a damaged one and one over 5 MB, storing nothing', async () => {
    const { client } = await signedUpMember(app);
    const jpeg = await photo('jpeg');
    const cases = [
      { bytes: Buffer.from('This is a letter, not a photo. '.repeat(20)), type: 'image/jpeg', status: 400, code: 'objects.photoType' },
      { bytes: Buffer.from('GIF89a' + 'x'.repeat(100)), type: 'image/gif', status: 400, code: 'objects.photoType' },
      { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), type: 'image/jpeg', status: 400, code: 'objects.photoUnreadable' },
      { bytes: Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(4000, 7)]), type: 'image/jpeg', status: 400, code: 'objects.photoUnreadable' },
      { bytes: Buffer.concat([jpeg, Buffer.alloc(5 * MB)]), type: 'image/jpeg', status: 413, code: 'objects.tooLarge' },
    ];
    for (const { bytes, type, status, code } of cases) {
      const { uploadURL, objectId } = await link(client);
      const refused = await putBytes(client, uploadURL, bytes, type);
      expect(refused.status, code).toBe(status);
      expect(refused.body).toMatchObject({ message: expect.any(String), field: 'file', code });
      expect(await storedRows([objectId])).toEqual([]);
      expect((await app.store.readStream(streams.object(objectId))).map((event) => event.type)).toEqual(['ObjectUploadRequested']);
      expect((await served(`/api/objects/${objectId}`)).status).toBe(404);
    }
  });

  it('counts against the upload quota like every file', async () => {
    const { client, id } = await signedUpMember(app);
    const { uploadURL } = await link(client);
    // The member's files already take all but 1 KB of the 100 MB quota.
    const objectId = randomUUID();
    const now = new Date().toISOString();
    const bytes = 100 * MB - 1024;
    await given(
      app,
      by(id, existingStream(streams.uploads(id), { type: 'UploadSpaceUsed', data: { memberId: id, objectId, bytes, usedAt: now } })),
      by(
        id,
        existingStream(
          streams.object(objectId),
          { type: 'ObjectUploadRequested', data: { objectId, ownerId: id, purpose: 'verification-document', tokenHash: 'a'.repeat(64), requestedAt: now, expiresAt: now } },
          { type: 'ObjectUploaded', data: { objectId, ownerId: id, purpose: 'verification-document', contentType: 'application/pdf', size: bytes, sha256: 'b'.repeat(64), uploadedAt: now, image: null } },
        ),
      ),
    );
    const refused = await putBytes(client, uploadURL, await photo('jpeg'));
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('objects.quotaTooBig');
  });
});

describe('a listing with photos', () => {
  it('shows up to four in order, the first on its card, with alt text from the title unless written', async () => {
    const { client } = await signedUpMember(app);
    const first = await uploadPhoto(client, await photo('jpeg'));
    const second = await uploadPhoto(client, await photo('png', 600, 900));
    const posted = await client.post('/api/listings', listing({ zip: '77002', photos: [{ id: first.objectId }, { id: second.url, alt: 'The generator from the side' }] }));
    expect(posted.status).toBe(201);
    const listingId = posted.body.listing.id as string;
    const without = await client.post('/api/listings', listing({ title: 'Generator cover', zip: '77002' }));
    expect(without.status).toBe(201);

    const detail = await client.get(`/api/listings/${listingId}`);
    expect(detail.body.photos).toEqual([
      { id: first.objectId, url: first.url, width: 900, height: 600, thumbnailUrl: first.image.thumbnail.url, thumbnailWidth: 400, thumbnailHeight: 300, alt: 'Portable generator', ownAlt: null },
      { id: second.objectId, url: second.url, width: 600, height: 900, thumbnailUrl: second.image.thumbnail.url, thumbnailWidth: 400, thumbnailHeight: 300, alt: 'The generator from the side', ownAlt: 'The generator from the side' },
    ]);
    // Every way a page is read gives each card its first photo, and null without one.
    for (const search of ['', 'search=generator', 'near=77002&radiusMiles=5', 'near=77002&radiusMiles=5&sort=distance', 'search=generator&near=77002&radiusMiles=5']) {
      const page = await app.client().get(`/api/listings?${search}`);
      const card = (id: string) => page.body.listings.find((entry: { id: string }) => entry.id === id);
      expect(card(listingId)?.photo, search).toEqual(detail.body.photos[0]);
      expect(card(without.body.listing.id)?.photo, search).toBeNull();
    }
    // And the matches shown while another member drafts a need.
    const drafting = await signedUpMember(app);
    const matched = await drafting.client.get(`/api/listings/matches?${new URLSearchParams({ type: 'need', title: 'Need a generator', description: 'The power is out.', category: 'tools-equipment' })}`);
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    const match = (id: string) => matched.body.matches.find((entry: { id: string }) => entry.id === id);
    expect(match(listingId)?.photo).toEqual(detail.body.photos[0]);
    expect(match(without.body.listing.id)?.photo).toBeNull();
  });

  it('refuses a fifth photo, a photo of someone else, another kind of file and the same photo twice', async () => {
    const { client } = await signedUpMember(app);
    const other = await signedUpMember(app);
    const photos = await Promise.all([0, 1, 2, 3, 4].map(async () => (await uploadPhoto(client, await photo('webp', 200, 200))).objectId));
    const theirs = (await uploadPhoto(other.client, await photo('jpeg', 200, 200))).objectId;
    const avatar = await link(client);
    const cases = [
      { photos: photos.map((id) => ({ id })), field: 'photos', code: 'listingPhotos.tooMany' },
      { photos: [{ id: photos[0] }, { id: theirs }], field: 'photos.1', code: 'listingPhotos.notYours' },
      { photos: [{ id: avatar.objectId }], field: 'photos.0', code: 'listingPhotos.notYours' },
      { photos: [{ id: photos[0] }, { id: photos[0] }], field: 'photos.1', code: 'listingPhotos.repeated' },
    ];
    for (const { photos: chosen, field, code } of cases) {
      const refused = await client.post('/api/listings', listing({ title: `Refused ${code}`, photos: chosen }));
      expect(refused.status, code).toBe(400);
      expect(refused.body).toMatchObject({ message: expect.any(String), field, code });
    }
    // Nothing was posted by the refused requests.
    expect((await client.get('/api/user/listings')).body.filter((entry: { title: string }) => entry.title.startsWith('Refused'))).toEqual([]);
  });

  it('deletes a photo taken off the listing, and every photo of a deleted listing, with their space', async () => {
    const { client, id } = await signedUpMember(app);
    const [a, b, c] = await Promise.all([1, 2, 3].map(async () => uploadPhoto(client, await photo('jpeg', 300, 300))));
    const posted = await client.post('/api/listings', listing({ photos: [{ id: a!.objectId }, { id: b!.objectId }, { id: c!.objectId }] }));
    const listingId = posted.body.listing.id as string;
    const thumbnailId = (photoUrl: string) => photoUrl.split('/').pop()!;

    // Taking one off: its URLs answer 404, its bytes and its counted space are gone.
    const edited = await client.patch(`/api/listings/${listingId}`, { photos: [{ id: c!.objectId, alt: 'Fuel can' }, { id: a!.objectId }] });
    expect(edited.status).toBe(200);
    expect((await client.get(`/api/listings/${listingId}`)).body.photos.map((entry: { id: string; alt: string }) => [entry.id, entry.alt])).toEqual([
      [c!.objectId, 'Fuel can'],
      [a!.objectId, 'Portable generator'],
    ]);
    expect((await served(b!.url)).status).toBe(404);
    expect((await served(b!.image.thumbnail.url)).status).toBe(404);
    expect(await storedRows([b!.objectId, thumbnailId(b!.image.thumbnail.url)])).toEqual([]);
    expect((await quotaUsed(id)).has(b!.objectId)).toBe(false);

    // Only its owner deletes it.
    const stranger = await signedUpMember(app);
    expect((await stranger.client.request('DELETE', `/api/listings/${listingId}`)).status).toBe(403);
    const deleted = await client.request('DELETE', `/api/listings/${listingId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.code).toBe('listingPhotos.deleted');
    expect((await client.get(`/api/listings/${listingId}`)).status).toBe(404);
    expect((await client.get('/api/user/listings')).body.some((entry: { id: string }) => entry.id === listingId)).toBe(false);
    for (const kept of [a!, c!]) {
      expect((await served(kept.url)).status).toBe(404);
      expect((await served(kept.image.thumbnail.url)).status).toBe(404);
      expect(await storedRows([kept.objectId, thumbnailId(kept.image.thumbnail.url)])).toEqual([]);
    }
    expect(await quotaUsed(id)).toEqual(new Map());
    expect(await projectorDbOf(app.database.db).selectFrom('listing_photos').selectAll().where('listing_id', '=', listingId).execute()).toEqual([]);
    // A deleted listing takes no more changes.
    expect((await client.patch(`/api/listings/${listingId}`, { title: 'Back again' })).status).toBe(404);
  });

  it("deletes a closed account's photos with its other files", async () => {
    const member = await signedUpMember(app);
    const shown = await uploadPhoto(member.client, await photo('jpeg', 300, 300));
    const unused = await uploadPhoto(member.client, await photo('png', 300, 300));
    await member.client.post('/api/listings', listing({ photos: [{ id: shown.objectId }] }));
    const closed = await member.client.post('/api/user/close', { password: member.password });
    expect(closed.status).toBe(200);
    for (const gone of [shown, unused]) {
      expect((await served(gone.url)).status).toBe(404);
      expect((await served(gone.image.thumbnail.url)).status).toBe(404);
    }
    expect(await app.database.db.selectFrom('stored_objects').select('id').where('owner_id', '=', member.id).execute()).toEqual([]);
    expect(await projectorDbOf(app.database.db).selectFrom('uploaded_objects').select('id').where('owner_id', '=', member.id).execute()).toEqual([]);
  });

  it('rebuilds the photos and the stored files read models to the same rows', async () => {
    const tables = ['listing_photos', 'uploaded_objects', 'listings'];
    const before = await tableSnapshot(app.database.db, tables);
    expect(before.listing_photos!.length).toBeGreaterThan(0);
    for (const name of ['listing-photos', 'uploads', 'listings']) await app.projector.rebuild(name);
    expect(await tableSnapshot(app.database.db, tables)).toEqual(before);
  });
});
