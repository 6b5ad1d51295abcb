/**
 * The query API alone, as the benchmark's system under test: its own process, so the load
 * generator (autocannon, in the parent) does not share its event loop.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, openDatabase } from '@barteraid/infra';
import { createQueryApi } from '@barteraid/query-api';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await openDatabase({ url, poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10) });
const app = createQueryApi({ db: database.db, config, internalSecret: randomBytes(24).toString('hex') });
const server = createServer(app).listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
