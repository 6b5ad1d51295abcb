/**
 * A PostgreSQL server of the benchmark's own (FAULT_PG_RESTART=1): `initdb` into a temporary
 * directory, started with `pg_ctl` on a free port, so the benchmark may restart the whole server
 * under load without touching the server anyone else uses. Run as the `postgres` system user when
 * the benchmark runs as root (the server refuses to run as root). Stopped and deleted at the end.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './cluster';

const run = promisify(execFile);
/** Where Debian's packages put the server's programs; POSTGRES_BIN overrides it. */
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export class OwnPostgres {
  private constructor(
    readonly dataDir: string,
    readonly port: number,
    private readonly asUser: string[],
  ) {}

  static async start(): Promise<OwnPostgres> {
    const root = process.getuid?.() === 0;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'barteraid-faults-pg-'));
    const asUser = root ? ['runuser', '-u', 'postgres', '--'] : [];
    if (root) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      chownSync(dataDir, Number(stdout.trim()), Number(group.trim()));
    }
    const server = new OwnPostgres(dataDir, await freePort(), asUser);
    await server.ctl(['initdb', '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await server.ctl(['pg_ctl', 'start', '-w', '-t', '60', '-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-o', server.options()]);
    return server;
  }

  /** Its own port, its socket in its data directory, only on 127.0.0.1. */
  private options(): string {
    return `-p ${this.port} -k ${this.dataDir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  }

  private async ctl([program, ...args]: string[]): Promise<void> {
    const [command, ...prefix] = [...this.asUser, path.join(BIN, program!)];
    await run(command!, [...prefix, ...args], { maxBuffer: 16 * 1024 * 1024 }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`${program} failed: ${error.stderr ?? error.message}`);
    });
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async createDatabase(name: string): Promise<string> {
    const admin = new pg.Client({ connectionString: this.url() });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    return this.url(name);
  }

  /** A full restart: `pg_ctl restart -m fast` (every connection is closed); resolves with the seconds it was away. */
  async restart(): Promise<number> {
    const started = Date.now();
    await this.ctl(['pg_ctl', 'restart', '-w', '-t', '60', '-m', 'fast', '-D', this.dataDir, '-l', path.join(this.dataDir, 'server.log'), '-o', this.options()]);
    return (Date.now() - started) / 1000;
  }

  async stop(): Promise<void> {
    await this.ctl(['pg_ctl', 'stop', '-w', '-m', 'immediate', '-D', this.dataDir]).catch(() => undefined);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
