import type { PageMessages } from '../types';
import { account } from './account';
import { admin } from './admin';
import { altLogin } from './altLogin';
import { disputes } from './disputes';
import { landing } from './landing';
import { listings } from './listings';
import { membership } from './membership';
import { pricing } from './pricing';
import { profiles } from './profiles';
import { statement } from './statement';
import { support } from './support';
import { verification } from './verification';

/** The Spanish of every page namespace (see `en/pages.ts`); for the types and the tests only. */
export const esPages: PageMessages = { account, admin, altLogin, disputes, landing, listings, membership, pricing, profiles, statement, support, verification };
