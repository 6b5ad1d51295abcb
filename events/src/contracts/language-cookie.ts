/**
 * The cookie holding the language a reader chose on this device (`en`, `es`). The client writes it
 * with its own copy in localStorage; the gateway reads it to send a prerendered page in that
 * language before any script has run (a reader without one gets their browser's language).
 */
export const LANGUAGE_COOKIE = 'barteraid.language';
