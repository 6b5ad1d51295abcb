import { serverWords as words } from '@barteraid/events/contracts/server-messages';

/** The words the server writes into its texts' varying parts (a tier, a kind of verification), as it writes them. */
export const serverWords = words;
