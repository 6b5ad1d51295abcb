import { Router } from 'express';
import type { QueryModule } from '../module';
import { tradeRoutes } from './routes';
import { conversationRoutes } from './conversations';

/** Trades, then the conversations about them. */
export const tradesModule: QueryModule = {
  name: 'trades',
  routes: (deps) => Router().use(tradeRoutes(deps), conversationRoutes(deps)),
};
