/**
 * The SMSC refused this text for good (an invalid or unsubscribed number): the worker fails it at
 * once with this message, as trying again would be refused the same way.
 */
export class SmsRefused extends Error {}
