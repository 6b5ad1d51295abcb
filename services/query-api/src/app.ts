import express from 'express';
import { createApiApp, databaseAnswers, metricsAccessOf } from '@barteraid/infra';
import type { QueryApiDeps, QueryDeps } from './deps';
import { queryDbOf } from './read-models';
import { queryModules } from './modules';

/** The read side: answers only from read-model tables. */
export function createQueryApi(deps: QueryApiDeps): express.Express {
  const reading: QueryDeps = { ...deps, db: queryDbOf(deps.db) };
  return createApiApp(deps.internalSecret, (app) => {
    app.set('query parser', 'simple');
    app.get('/api/health', (_req, res) => {
      res.json({ status: 'ok' });
    });
    for (const module of queryModules) app.use(module.routes(reading));
  }, {
    service: 'query-api',
    readiness: { checks: { database: databaseAnswers(deps.db) } },
    metrics: metricsAccessOf(deps.config, 'internal'),
  });
}
