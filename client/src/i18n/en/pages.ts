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

/**
 * The English texts of pages not every visit opens, by namespace. The app never imports this
 * module: each namespace is its own chunk (`pages.ts` loads it when a page asks for it), so the
 * landing page does not carry them. The types and the tests read them all from here.
 */
export const enPages = { account, admin, altLogin, disputes, landing, listings, membership, pricing, profiles, statement, support, verification };
