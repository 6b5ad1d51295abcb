import { randomBytes, randomUUID } from 'node:crypto';
import { loadConfig, type Config, type EventStore } from '@barteraid/infra';
import { writeLedger } from '@barteraid/command-api/credits/ledger-writes';
import { grantAdminByEmail } from '@barteraid/command-api/members/grant-admin';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { browserHeaders, keepCookies, parseAnswer } from './browser-session';
import { startOneProcess, type RunningApp, type StartOptions } from '@barteraid/gateway/compose';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp extends RunningApp {
  testDatabase: TestDatabase;
  /** A fresh cookie jar talking to this app. */
  client(): ApiClient;
  stop(): Promise<void>;
}

/**
 * The whole product in this process against a freshly created PostgreSQL database and the
 * machine's Redis (keys namespaced per run). Each test file gets its own.
 */
export async function startTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: StartOptions & { database?: TestDatabase } = {},
): Promise<TestApp> {
  const testDatabase = options.database ?? (await createTestDatabase('app', { migrated: true }));
  const config = loadConfig({
    DATABASE_URL: testDatabase.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `test_${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    INTERNAL_SECRET: randomBytes(24).toString('hex'),
    PORT: '0',
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_IP_ATTEMPTS: '100000',
    LOG_LEVEL: 'warn',
    ...overrides,
  });
  const app = await startOneProcess(config, { host: '127.0.0.1', ...options });
  return {
    ...app,
    testDatabase,
    client: () => new ApiClient(app.url),
    async stop() {
      await app.close();
      if (!options.database) await testDatabase.drop();
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny browser-like client: keeps cookies, echoes the CSRF cookie on mutations. */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: browserHeaders(this.cookies, method, body !== undefined, headers),
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    keepCookies(this.cookies, response);
    const parsed = parseAnswer(await response.text());
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }

  /** Registers a member and signs in as them. */
  async signUp(overrides: Record<string, unknown> = {}) {
    const registration = newRegistration(overrides);
    const registered = await this.post('/api/auth/register', registration);
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
    const login = await this.post('/api/auth/login', { email: registration.email, password: registration.password });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    return { ...registration, id: login.body.id as string, user: login.body };
  }
}

/** A member signed up and signed in on a client of their own: the client plus their registration and id. */
export async function signedUpMember(app: Pick<TestApp, 'client'>, overrides: Record<string, unknown> = {}) {
  const client = app.client();
  const profile = await client.signUp(overrides);
  return { client, ...profile, username: String(profile.username) };
}
export type SignedUpMember = Awaited<ReturnType<typeof signedUpMember>>;

/** Uploads a file as the client does (an upload link, then a PUT of the bytes); returns the stored object's id. */
export async function uploadFile(client: ApiClient, bytes: Buffer, contentType: string, purpose: string): Promise<string> {
  const link = await client.post('/api/objects/upload', { purpose });
  if (link.status !== 200) throw new Error(`upload link refused: ${link.status} ${JSON.stringify(link.body)}`);
  const csrf = client.cookies.get('barteraid.csrf');
  const stored = await fetch(`${client.baseUrl}${link.body.uploadURL}`, {
    method: 'PUT',
    headers: { cookie: client.cookieHeader(), 'content-type': contentType, ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}) },
    body: bytes,
  });
  if (stored.status !== 200 && stored.status !== 201) throw new Error(`upload refused: ${stored.status} ${await stored.text()}`);
  return link.body.objectId as string;
}

/** A registration form a member could send, with a unique username and email. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString('hex');
  return {
    firstName: 'Test',
    lastName: 'Member',
    username: `member_${suffix}`,
    email: `member_${suffix}@example.org`,
    password: 'correct-horse-battery',
    phone: '',
    location: 'Austin, TX',
    membershipTier: 'standard',
    ...overrides,
  };
}

/** Adds credits to a member's ledger as an operator grant (no admin account needed). */
export async function grantCredits(store: EventStore, memberId: string, amountCents: number, description: string) {
  return writeLedger({ store, actorId: null, correlationId: randomUUID() }, memberId, {
    type: 'GrantCredits',
    memberId,
    amountCents,
    reason: 'test',
    description,
    grantedBy: null,
    now: new Date().toISOString(),
  });
}

/** Registers a member through the API, makes them an admin as an operator would, and signs them in. */
export async function signUpAdmin(app: RunningApp) {
  const client = new ApiClient(app.url);
  const profile = await client.signUp();
  const { position } = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, profile.email, 'test');
  await app.projector.caughtUp(position ?? (await app.store.headPosition()));
  return { client, id: profile.id, email: profile.email, password: profile.password, username: String(profile.username) };
}
