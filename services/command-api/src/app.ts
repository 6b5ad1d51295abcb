import express from 'express';
import { createApiApp, databaseAnswers, eventStoreAnswers, idempotency, metricsAccessOf, storableText } from '@barteraid/infra';
import type { CommandApiDeps } from './deps';
import type { CommandApiFrame } from './module';
import { commandModules } from './modules';
import { smsReplies } from './sms/registered-replies';

/** The write side: every route validates, decides and appends; it never reads read models to decide. */
export function createCommandApi(given: CommandApiDeps): express.Express {
  // The replies every module registers, handed to the routes that take texts (a module importing the
  // registry of all modules would import itself).
  const deps: CommandApiDeps = { ...given, smsReplies: given.smsReplies ?? smsReplies() };
  return createApiApp(deps.internalSecret, (app) => {
    // Idempotency-Key: answers a repeated request from its stored answer. It hashes the parsed
    // body, so it runs after the parsers; a module whose routes read their own body wires it for
    // those routes itself, before them.
    const frame: CommandApiFrame = { deps, idempotent: idempotency(deps.db, { hashKey: deps.internalSecret }) };
    for (const module of commandModules) {
      module.beforeBodyParsing?.(app, frame);
      if (module.readsOwnBody) app.use(module.routes(deps));
    }
    app.use(express.json({ limit: '256kb' }));
    // Text no field may hold (NUL, control characters, unpaired surrogates) anywhere in the body: 400 {message, field}.
    app.use(storableText);
    app.use(frame.idempotent);
    for (const module of commandModules) {
      if (!module.readsOwnBody) app.use(module.routes(deps));
    }
  }, {
    service: 'command-api',
    readiness: { checks: { database: databaseAnswers(deps.db), eventStore: eventStoreAnswers(deps.store) } },
    metrics: metricsAccessOf(deps.config, 'internal'),
  });
}
