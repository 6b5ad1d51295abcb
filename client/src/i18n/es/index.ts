import type { Messages } from '../types';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { layout } from './layout';
import { marketplace } from './marketplace';
import { messages } from './messages';
import { notifications } from './notifications';
import { offline } from './offline';
import { safety } from './safety';
import { trades } from './trades';

/**
 * Every text in Spanish, written for someone reading on a phone in a hard moment: short
 * sentences, "usted", the Spanish of Latin America. Loaded only when someone reads Spanish.
 */
export const es: Messages = { common, layout, auth, dashboard, marketplace, trades, messages, notifications, offline, safety };
