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

/** Every English text of the client, by area; the other languages have the same keys (`Messages`). */
export const en = { common, layout, auth, dashboard, marketplace, trades, messages, notifications, offline, safety };
