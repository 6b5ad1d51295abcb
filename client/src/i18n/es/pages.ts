import type { PageMessages } from '../types';
import { account } from './account';

/** The Spanish of every page namespace (see `en/pages.ts`); for the types and the tests only. */
export const esPages: PageMessages = { account };
