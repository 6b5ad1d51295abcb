import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { grantAdminByEmail } from '@barteraid/command-api';
import { startTestApp, type ApiClient, type TestApp, signedUpMember } from '../support/test-app';
import { jpegLike, solidPng, tinyPdf } from '../support/images';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const MB = 1024 * 1024;

/** PUT raw bytes the way the browser does: session cookie, CSRF header, the file's type. */
function put(client: ApiClient, url: string, bytes: Buffer | string, contentType: string | null) {
  const csrf = client.cookies.get('barteraid.csrf');
  return fetch(`${client.baseUrl}${url}`, {
    method: 'PUT',
    headers: {
      cookie: client.cookieHeader(),
      ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body: bytes,
  });
}

const member = () => signedUpMember(app);

async function upload(client: ApiClient, bytes: Buffer, contentType: string, purpose?: string) {
  const requested = await client.post('/api/objects/upload', purpose ? { purpose } : undefined);
  expect(requested.status).toBe(200);
  const response = await put(client, requested.body.uploadURL, bytes, contentType);
  return { requested: requested.body as { uploadURL: string; objectId: string }, response, body: (await response.json()) as any };
}

describe('POST /api/objects/upload', () => {
  it('hands a signed-in member a same-origin, single-use upload URL and records the request', async () => {
    const { client, id } = await member();
    const response = await client.post('/api/objects/upload');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      uploadURL: expect.stringMatching(/^\/api\/objects\/[0-9a-f-]{36}\?token=[\w-]{43}$/),
      objectId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      purpose: 'avatar',
      maxBytes: 5 * MB,
    });
    expect(response.body.uploadURL.startsWith(`/api/objects/${response.body.objectId}?`)).toBe(true);
    const [event] = await app.store.readStream(streams.object(response.body.objectId));
    expect(event).toMatchObject({ type: 'ObjectUploadRequested', data: { ownerId: id, purpose: 'avatar' } });
    // Only the token's hash is stored.
    expect(JSON.stringify(event!.data)).not.toContain(response.body.uploadURL.split('token=')[1]);
  });

  it('needs a session, and a known purpose', async () => {
    expect((await app.client().post('/api/objects/upload')).status).toBe(401);
    const { client } = await member();
    const response = await client.post('/api/objects/upload', { purpose: 'wallpaper' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('purpose');
  });
});

describe('PUT to the upload URL', () => {
  it('stores the bytes in PostgreSQL, records ObjectUploaded without them and serves the image publicly', async () => {
    const { client, id } = await member();
    const png = solidPng();
    const { requested, response, body } = await upload(client, png, 'image/png');
    expect(response.status).toBe(201);
    expect(body).toMatchObject({ objectId: requested.objectId, contentType: 'image/png', size: png.length, url: `/api/objects/${requested.objectId}` });

    const events = await app.store.readStream(streams.object(requested.objectId));
    expect(events.map((event) => event.type)).toEqual(['ObjectUploadRequested', 'ObjectUploaded']);
    expect(events[1]!.data).toEqual({
      objectId: requested.objectId,
      ownerId: id,
      purpose: 'avatar',
      contentType: 'image/png',
      size: png.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      uploadedAt: expect.any(String),
      image: null,
    });
    const stored = await app.database.db.selectFrom('stored_objects').selectAll().where('id', '=', requested.objectId).executeTakeFirstOrThrow();
    expect(Buffer.from(stored.bytes).equals(png)).toBe(true);

    // Anyone, even signed out, can see an avatar.
    const served = await fetch(`${app.url}/api/objects/${requested.objectId}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const again = await fetch(`${app.url}/api/objects/${requested.objectId}`, { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('takes one upload per URL', async () => {
    const { client } = await member();
    const { requested, response } = await upload(client, solidPng(), 'image/png');
    expect(response.status).toBe(201);
    const second = await put(client, requested.uploadURL, solidPng(8, [200, 0, 0]), 'image/png');
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe('This upload link has already been used. Please start the upload again.');
  });

  it('refuses a wrong token, another member, and a signed-out caller', async () => {
    const { client } = await member();
    const requested = (await client.post('/api/objects/upload')).body;
    const wrong = await put(client, `/api/objects/${requested.objectId}?token=${'x'.repeat(43)}`, solidPng(), 'image/png');
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { message: string }).message).toBe('This upload link is not valid. Please start the upload again.');
    const { client: other } = await member();
    const stolen = await put(other, requested.uploadURL, solidPng(), 'image/png');
    expect(stolen.status).toBe(403);
    expect(((await stolen.json()) as { message: string }).message).toBe('This upload link belongs to another member.');
    expect((await put(app.client(), requested.uploadURL, solidPng(), 'image/png')).status).toBe(401);
    // The link still works for its owner.
    expect((await put(client, requested.uploadURL, solidPng(), 'image/png')).status).toBe(201);
  });

  it('refuses an expired link', async () => {
    const { client } = await member();
    const requested = (await client.post('/api/objects/upload')).body;
    const [event] = await app.store.readStream(streams.object(requested.objectId));
    // A second request stream with an expiry in the past, appended as the event it would be.
    const objectId = randomUUID();
    await app.store.append(
      streams.object(objectId),
      [{ ...event!, id: randomUUID(), data: { ...(event!.data as object), objectId, expiresAt: '2020-01-01T00:00:00.000Z' } }],
      'no_stream',
    );
    const token = requested.uploadURL.split('token=')[1];
    const expired = await put(client, `/api/objects/${objectId}?token=${token}`, solidPng(), 'image/png');
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { message: string }).message).toBe('This upload link has expired. Please start the upload again.');
  });

  it('refuses files over 5MB with 413, announced or not', async () => {
    const { client } = await member();
    const big = Buffer.concat([solidPng(), Buffer.alloc(5 * MB)]);
    const requested = (await client.post('/api/objects/upload')).body;
    const response = await put(client, requested.uploadURL, big, 'image/png');
    expect(response.status).toBe(413);
    expect(await response.json() as unknown).toMatchObject({ message: 'File Too Large: Please choose a file smaller than 5MB.' });

    // Streamed without a length: the parser stops at the limit.
    const chunked = await fetch(`${client.baseUrl}${requested.uploadURL}`, {
      method: 'PUT',
      headers: {
        cookie: client.cookieHeader(),
        'x-csrf-token': decodeURIComponent(client.cookies.get('barteraid.csrf')!),
        'content-type': 'image/png',
      },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(MB));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);

    // Exactly 5MB is fine.
    const exact = Buffer.concat([solidPng(), Buffer.alloc(5 * MB - solidPng().length)]);
    expect((await put(client, requested.uploadURL, exact, 'image/png')).status).toBe(201);
  }, 30_000);

  it.each([
    ['text/html', Buffer.from('<script>alert(1)</script>'), 'Invalid File Type: Please select an image file (JPG, PNG, GIF, etc.)'],
    ['image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'Invalid File Type: Please select an image file (JPG, PNG, GIF, etc.)'],
    ['application/pdf', tinyPdf(), 'Invalid File Type: Please select an image file (JPG, PNG, GIF, etc.)'],
    ['image/png', Buffer.from('<html>not a png</html>'), "Invalid File: the file's contents are not a valid image/png file. Please choose another file."],
    ['image/jpeg', solidPng(), "Invalid File: the file's contents are not a valid image/jpeg file. Please choose another file."],
  ])('refuses an avatar declared as %s with the wrong bytes or type (415)', async (contentType, bytes, message) => {
    const { client } = await member();
    const { response, body } = await upload(client, bytes, contentType);
    expect(response.status).toBe(415);
    expect(body).toMatchObject({ message });
  });

  it('refuses an empty file and a missing type', async () => {
    const { client } = await member();
    const requested = (await client.post('/api/objects/upload')).body;
    const empty = await put(client, requested.uploadURL, Buffer.alloc(0), 'image/png');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('The file is empty. Please choose another file.');
    expect((await put(client, requested.uploadURL, solidPng(), null)).status).toBe(415);
  });

  it('accepts JPEG (also declared image/jpg), GIF and WebP avatars', async () => {
    const { client } = await member();
    for (const [type, bytes] of [
      ['image/jpeg', jpegLike()],
      ['image/jpg', jpegLike()],
      ['image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
      ['image/webp', Buffer.concat([Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(16)])],
    ] as const) {
      const { response, body } = await upload(client, bytes, type);
      expect(response.status, type).toBe(201);
      expect(body.contentType).toBe(type === 'image/jpg' ? 'image/jpeg' : type);
    }
  });
});

describe('verification documents', () => {
  it('are PDF, JPG or PNG, readable only by their owner and admins, and downloaded as attachments', async () => {
    const owner = await member();
    const { requested, response } = await upload(owner.client, tinyPdf(), 'application/pdf', 'verification-document');
    expect(response.status).toBe(201);
    const url = `/api/objects/${requested.objectId}`;

    const mine = await fetch(`${app.url}${url}`, { headers: { cookie: owner.client.cookieHeader() } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment; filename="document-[0-9a-f]{8}\.pdf"$/);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    expect((await app.client().get(url)).status).toBe(401);
    const stranger = await member();
    expect((await stranger.client.get(url)).status).toBe(404);

    const admin = await member();
    const granted = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, admin.email, 'test');
    await app.projector.caughtUp(granted.position!);
    expect((await admin.client.get(url)).status).toBe(200);

    const gif = await upload(owner.client, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif', 'verification-document');
    expect(gif.response.status).toBe(415);
    expect(gif.body.message).toBe('Invalid File Type: Please upload a PDF, JPG or PNG file.');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await app.client().get(`/api/objects/${randomUUID()}`)).status).toBe(404);
    expect((await app.client().get('/api/objects/not-an-id')).status).toBe(404);
  });
});

describe('upload quota', () => {
  /** A second app whose members may store 1 MB each, so a few 400 KB images reach the total. */
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ UPLOAD_QUOTA_MB: '1' });
  });
  afterAll(async () => {
    await small?.stop();
  });

  const image = (kb: number) => Buffer.concat([solidPng(), Buffer.alloc(kb * 1024)]);
  const KB400 = image(400);

  it('gives a member 30 upload links an hour; the 31st is refused with 429 and Retry-After', async () => {
    const { client } = await member();
    for (let i = 0; i < 30; i++) expect((await client.post('/api/objects/upload')).status, `link ${i + 1}`).toBe(200);
    const refused = await client.post('/api/objects/upload');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: 'Too many uploads: you can start 30 uploads an hour. Please try again in 60 minutes.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Only that member is held back.
    expect((await (await member()).client.post('/api/objects/upload')).status).toBe(200);
  }, 60_000);

  it('holds the rate when one member asks for many links at once', async () => {
    const { client, id } = await member();
    const answers = await Promise.all(Array.from({ length: 40 }, () => client.post('/api/objects/upload')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    const issued = (await app.store.readStream(streams.uploads(id))).filter((event) => event.type === 'UploadLinkIssued');
    expect(issued).toHaveLength(30);
  }, 60_000);

  it('refuses a file that would take a member past their total with 413; a smaller one still fits', async () => {
    const client = small.client();
    await client.signUp();
    expect((await upload(client, KB400, 'image/png')).response.status).toBe(201);
    expect((await upload(client, KB400, 'image/png')).response.status).toBe(201);
    const third = await upload(client, KB400, 'image/png');
    expect(third.response.status).toBe(413);
    expect(third.body).toEqual({
      message:
        'Upload quota reached: you have used 0.8 of 1 MB for your files, and this one needs 0.4 MB. ' +
        'Choose a smaller file, or replace your profile picture to free the old one; for more room, please contact support.',
      code: 'objects.quotaTooBig',
      params: { used: '0.8', quota: '1', size: '0.4' },
    });
    expect(await small.database.db.selectFrom('stored_objects').select('id').where('id', '=', third.requested.objectId).executeTakeFirst()).toBeUndefined();
    // The same link takes a file that fits.
    expect((await put(client, third.requested.uploadURL, image(100), 'image/png')).status).toBe(201);
  }, 60_000);

  it('decides concurrent uploads of one member one after another', async () => {
    const client = small.client();
    await client.signUp();
    const links = await Promise.all(Array.from({ length: 4 }, () => client.post('/api/objects/upload')));
    const answers = await Promise.all(links.map((link) => put(client, link.body.uploadURL, KB400, 'image/png')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 413, 413]);
  }, 60_000);

  it('frees space counted for an upload that never arrived once its link has expired (a crash between two writes)', async () => {
    const client = small.client();
    const { id } = await client.signUp();
    expect((await upload(client, KB400, 'image/png')).response.status).toBe(201);
    // What a store without atomic multi-stream appends can leave after a crash: space counted,
    // but the object's stream never got ObjectUploaded, and its link expired long ago.
    const requested = (await client.post('/api/objects/upload')).body;
    const [request] = await small.store.readStream(streams.object(requested.objectId));
    const orphan = randomUUID();
    await small.store.append(
      streams.object(orphan),
      [{ ...request!, id: randomUUID(), data: { ...(request!.data as object), objectId: orphan, expiresAt: '2020-01-01T00:00:00.000Z' } }],
      'no_stream',
    );
    const [counted] = (await small.store.readStream(streams.uploads(id))).filter((event) => event.type === 'UploadSpaceUsed');
    await small.store.append(
      streams.uploads(id),
      [{ ...counted!, id: randomUUID(), data: { ...(counted!.data as object), objectId: orphan, bytes: 500 * 1024 } }],
      'any',
    );
    // 400 KB + 500 KB counted: a 400 KB file fits only once the orphan is freed.
    expect((await put(client, requested.uploadURL, KB400, 'image/png')).status).toBe(201);
    expect((await small.store.readStream(streams.uploads(id))).find((event) => event.type === 'UploadSpaceFreed')?.data).toMatchObject({
      objectId: orphan,
      reason: 'upload_abandoned',
    });
  }, 60_000);

  it('frees the space of an avatar the member replaced, and deletes it', async () => {
    const client = small.client();
    const { id } = await client.signUp();
    const first = await upload(client, KB400, 'image/png');
    expect((await client.request('PUT', '/api/user/avatar', { avatarURL: first.requested.uploadURL })).status).toBe(200);
    const second = await upload(client, KB400, 'image/png');
    expect((await client.request('PUT', '/api/user/avatar', { avatarURL: `/api/objects/${second.requested.objectId}` })).status).toBe(200);

    // Two 400 KB files and a third would not fit in 1 MB; with the first avatar replaced, it does.
    expect((await upload(client, KB400, 'image/png')).response.status).toBe(201);
    expect((await upload(client, KB400, 'image/png')).response.status).toBe(413);

    const firstId = first.requested.objectId;
    expect((await client.get(`/api/objects/${firstId}`)).status).toBe(404);
    expect((await client.get(`/api/objects/${second.requested.objectId}`)).status).toBe(200);
    expect(await small.database.db.selectFrom('stored_objects').select('id').where('id', '=', firstId).executeTakeFirst()).toBeUndefined();
    expect((await small.store.readStream(streams.object(firstId))).map((event) => event.type)).toEqual([
      'ObjectUploadRequested',
      'ObjectUploaded',
      'ObjectDeleted',
    ]);
    expect((await small.store.readStream(streams.uploads(id))).find((event) => event.type === 'UploadSpaceFreed')?.data).toMatchObject({
      objectId: firstId,
      bytes: KB400.length,
      reason: 'avatar_replaced',
    });
    // A deleted avatar can not come back.
    const back = await client.request('PUT', '/api/user/avatar', { avatarURL: `/api/objects/${firstId}` });
    expect(back.status).toBe(400);
    expect((await client.get('/api/auth/me')).body.avatar).toBe(`/api/objects/${second.requested.objectId}`);
  }, 60_000);
});
