import fs from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@barteraid/infra';

/**
 * docker-compose.yml cannot be started in CI (no container engine), so its shape is checked here:
 * what `docker compose up` runs by default, and what `--profile eventstoredb` adds.
 */
interface Service {
  image?: string;
  profiles?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string; required?: boolean }>;
}
const compose = parse(fs.readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const byDefault = Object.entries(services).filter(([, service]) => !service.profiles);
const ourServices = byDefault.filter(([, service]) => service.environment?.DATABASE_URL !== undefined);

/** Compose's interpolation for the forms the file uses: ${NAME:-default} and ${NAME:?message}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_, name: string, fallback?: string) => {
    if (env[name]) return env[name];
    if (fallback !== undefined) return fallback;
    throw new Error(`${name} must be set`);
  });
}
const configOf = (service: Service, env: Record<string, string>) =>
  loadConfig(Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), env)])));
const secrets = { SESSION_SECRET: 'a-session-secret-of-length', INTERNAL_SECRET: 'an-internal-secret-of-length' };

describe('docker-compose.yml', () => {
  it('runs every service on the PostgreSQL event store by default, with no event-store server', () => {
    expect(byDefault.map(([name]) => name).sort()).toEqual(['command-api', 'gateway', 'postgres', 'projector', 'query-api', 'redis', 'settlement']);
    expect(ourServices.map(([name]) => name).sort()).toEqual(['command-api', 'gateway', 'projector', 'query-api', 'settlement']);
    for (const [name, service] of ourServices) {
      const config = configOf(service, secrets);
      expect(config.EVENTSTORE_URL, name).toBeUndefined();
      expect(config.DATABASE_URL, name).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(config.REDIS_URL, name).toBe('redis://redis:6379');
    }
  });

  it('keeps the KurrentDB server behind the eventstoredb profile, a server with multi-stream appends (25.1 or later)', () => {
    const withProfile = Object.entries(services).filter(([, service]) => service.profiles);
    expect(withProfile.map(([name]) => name)).toEqual(['kurrentdb']);
    const kurrentdb = services.kurrentdb!;
    expect(kurrentdb.profiles).toEqual(['eventstoredb']);
    const [major, minor] = /:(\d+)\.(\d+)/.exec(kurrentdb.image ?? '')!.slice(1).map(Number) as [number, number];
    expect(major * 100 + minor).toBeGreaterThanOrEqual(2501);
    expect(compose.volumes).toHaveProperty('kurrentdb-data');
    // With the profile and the URL set, every service takes its event log from that server.
    for (const [name, service] of ourServices) {
      expect(configOf(service, { ...secrets, EVENTSTORE_URL: 'kurrentdb://kurrentdb:2113?tls=false' }).EVENTSTORE_URL, name).toBe('kurrentdb://kurrentdb:2113?tls=false');
    }
  });

  it('starts without the profile: nothing depends on a service it leaves out, unless optionally', () => {
    for (const [name, service] of byDefault) {
      for (const [dependency, condition] of Object.entries(service.depends_on ?? {})) {
        const target = services[dependency];
        expect(target, `${name} → ${dependency}`).toBeDefined();
        if (target!.profiles) expect(condition.required, `${name} → ${dependency}`).toBe(false);
      }
    }
  });
});
