import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Config } from '../config';
import { closeServer } from '../lifecycle';
import { metricsEndpoint, observeRequests, type MetricsAccess } from '../metrics/http';
import { liveness, readiness, type ReadinessChecks } from './readiness';

export interface OperationsOptions {
  /** Labels this service's HTTP metrics. */
  service: string;
  readiness: ReadinessChecks;
  metrics: MetricsAccess;
}

/** How /metrics may be reached on a port: with METRICS_TOKEN when set; without it only on a non-public port outside production. */
export function metricsAccessOf(config: Pick<Config, 'METRICS_TOKEN' | 'NODE_ENV'>, port: 'public' | 'internal'): MetricsAccess {
  return { token: config.METRICS_TOKEN, openWithoutToken: port === 'internal' && config.NODE_ENV !== 'production' };
}

/** /healthz, /readyz and /metrics on an app, before its own routes. */
export function mountOperations(app: express.Express, options: OperationsOptions): void {
  app.get('/healthz', liveness);
  app.get('/readyz', readiness(options.readiness));
  app.get('/metrics', metricsEndpoint(options.metrics));
}

export interface OperationsServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * A small HTTP server of its own for a service that serves nothing else (the projector, the
 * settlement worker), so an orchestrator can probe it and Prometheus scrape it.
 */
export async function serveOperations(port: number, options: OperationsOptions, host = '0.0.0.0'): Promise<OperationsServer> {
  const app = express();
  app.disable('x-powered-by');
  app.use(observeRequests(options.service));
  mountOperations(app, options);
  app.use((_req, res) => void res.status(404).json({ message: 'Not found' }));
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port, close: () => closeServer(server) };
}
