import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Router } from 'express';
import { milesBetween, precisionMiles, streams, type GeoPoint, type LocationPrecision } from '@barteraid/events';
import { queryModules } from '@barteraid/query-api';
import { signedUpMember, signUpAdmin, startTestApp, type ApiClient, type SignedUpMember, type TestApp } from '../support/test-app';

/**
 * The proof that no answer places a member closer than their precision allows: members at known
 * exact points, then every GET route of the API, as another member, a visitor and an admin, with
 * every id the answers give; and the same search from 200 places, whose answers average no closer.
 */
let app: TestApp;

interface Placed {
  member: SignedUpMember;
  exact: GeoPoint;
  precision: LocationPrecision;
  /** A ZIP code around a pinned member's exact point, which no answer may name. */
  hiddenZip?: string;
}
const placed: Placed[] = [];
let viewers: { name: string; client: ApiClient }[];

beforeAll(async () => {
  app = await startTestApp();
  const setups: Omit<Placed, 'member'>[] = [
    { exact: { lat: 29.762, lng: -95.37 }, precision: 'neighbourhood' },
    // Near ZIP 77019's centroid: the member pinned, so "77019" would give them away.
    { exact: { lat: 29.7523, lng: -95.4049 }, precision: 'town', hiddenZip: '77019' },
    { exact: { lat: 29.9511, lng: -90.0715 }, precision: 'area' },
  ];
  for (const setup of setups) {
    const member = await signedUpMember(app, { location: '' });
    const saved = await member.client.put('/api/user/location', { ...setup.exact, precision: setup.precision });
    expect(saved.status).toBe(200);
    const posted = await member.client.post('/api/listings', {
      title: 'Drinking water to share',
      description: 'Cases of bottled water for neighbours.',
      category: 'food-water',
      type: 'offer',
      credits: '1.00',
      location: 'Houston, TX',
      isUrgent: true,
    });
    expect(posted.status).toBe(201);
    placed.push({ member, ...setup });
  }
  // One member gave a ZIP: that ZIP is their own choice, and the rules hold for its centroid too.
  const byZip = await signedUpMember(app, { location: '' });
  await byZip.client.put('/api/user/location', { zip: '77003', precision: 'town' });
  placed.push({ member: byZip, exact: { lat: 29.7489, lng: -95.3391 }, precision: 'town' });

  const other = await signedUpMember(app);
  const admin = await signUpAdmin(app);
  viewers = [
    { name: 'another member', client: other.client },
    { name: 'a visitor', client: app.client() },
    { name: 'an admin', client: admin.client },
  ];
});
afterAll(async () => {
  await app?.stop();
});

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
}

/** Every GET path the query API serves (all reads go there), read from its routers' own tables. */
function getRoutes(): string[] {
  const paths: string[] = [];
  const walk = (stack: RouteLayer[]) => {
    for (const layer of stack) {
      if (layer.route?.methods.get) paths.push(...[layer.route.path].flat());
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  for (const module of queryModules) {
    const router = module.routes({ db: app.database.db, config: app.config, internalSecret: 'routes-only' } as never) as Router & { stack: RouteLayer[] };
    walk(router.stack);
  }
  return [...new Set(paths)].filter((path) => path.startsWith('/api/'));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const DECIMAL = /-?\d{1,3}\.\d+/g;

/**
 * Coordinate pairs anywhere in a text: two neighbouring numbers, latitude first, as every answer
 * writes a place (`{"lat":…,"lng":…}`). Only neighbours in that order: pairing a listing's latitude
 * with the next listing's longitude would make up places nobody answered.
 */
function closeCalls(text: string): string[] {
  const numbers = [...text.matchAll(DECIMAL)].map((match) => Number(match[0]));
  const found: string[] = [];
  for (let i = 0; i + 1 < numbers.length; i++) {
    const [lat, lng] = [numbers[i]!, numbers[i + 1]!];
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    for (const { exact, precision } of placed) {
      const miles = milesBetween(exact, { lat, lng });
      if (miles < precisionMiles[precision] / 2) found.push(`${lat},${lng} is ${miles.toFixed(3)} mi from a ${precision} member`);
    }
  }
  for (const { hiddenZip } of placed) if (hiddenZip && text.includes(hiddenZip)) found.push(`names ZIP ${hiddenZip}`);
  return found;
}

describe('no answer places a member closer than their precision', () => {
  it('holds for every GET route, as another member, a visitor and an admin, with every id the answers give', async () => {
    const routes = getRoutes();
    expect(routes).toContain('/api/listings');
    expect(routes).toContain('/api/admin/events/:id');
    // Ids to fill the routes with: members, usernames, and the area events themselves (the admin's event view).
    const ids = new Set<string>(placed.map(({ member }) => member.id));
    const usernames = new Set<string>(placed.map(({ member }) => member.username));
    for (const { member } of placed) for (const event of await app.store.readStream(streams.location(member.id))) ids.add(event.id);
    const problems: string[] = [];
    let calls = 0;
    const call = async (viewer: (typeof viewers)[number], path: string) => {
      const answer = await fetch(`${app.url}${path}`, { headers: { cookie: viewer.client.cookieHeader() } });
      const text = await answer.text();
      calls++;
      for (const id of text.match(UUID) ?? []) ids.add(id.toLowerCase());
      for (const problem of closeCalls(text)) problems.push(`${viewer.name} GET ${path}: ${problem}`);
    };
    const fixed = routes.filter((route) => !route.includes(':'));
    const withIds = routes.filter((route) => route.includes(':'));
    for (const viewer of viewers) {
      for (const route of fixed) await call(viewer, route);
      await call(viewer, '/api/listings?near=77002&radiusMiles=100&sort=distance');
      await call(viewer, `/api/listings?lat=${placed[0]!.exact.lat}&lng=${placed[0]!.exact.lng}&radiusMiles=5`);
    }
    // Ids found by the first round (listings, members, events) fill the rest, a few requests at a time.
    const pool = [...ids];
    const paths = withIds.flatMap((route) => {
      const params = route.match(/:\w+/g)!;
      const values = params.some((param) => /name/i.test(param)) ? [...usernames] : pool;
      return values.map((value) => params.reduce((path, param) => path.replace(param, encodeURIComponent(value)), route));
    });
    for (const viewer of viewers) {
      for (let from = 0; from < paths.length; from += 8) await Promise.all(paths.slice(from, from + 8).map((path) => call(viewer, path)));
    }
    expect(calls).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 300_000);

  it('the same search from 200 places gives one public point per member: their average is no closer than one answer', async () => {
    const { exact, member } = placed[0]!;
    const seen: GeoPoint[] = [];
    let seed = 7;
    const next = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let i = 0; i < 200; i++) {
      const from = { lat: exact.lat + (next() - 0.5) * 0.2, lng: exact.lng + (next() - 0.5) * 0.2 };
      const answer = await app.client().get(`/api/listings?lat=${from.lat.toFixed(5)}&lng=${from.lng.toFixed(5)}&radiusMiles=30&sort=distance&search=water`);
      expect(answer.status).toBe(200);
      const card = answer.body.listings.find((listing: { ownerId: string }) => listing.ownerId === member.id);
      seen.push(card.place);
    }
    const average = { lat: seen.reduce((sum, point) => sum + point.lat, 0) / seen.length, lng: seen.reduce((sum, point) => sum + point.lng, 0) / seen.length };
    const one = milesBetween(exact, seen[0]!);
    expect(one).toBeGreaterThanOrEqual(precisionMiles.neighbourhood / 2);
    expect(milesBetween(exact, average)).toBeGreaterThanOrEqual(one - 1e-6);
  }, 120_000);
});
