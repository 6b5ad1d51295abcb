import { defineMessages } from './catalogue';

/**
 * What any endpoint may answer about the request itself rather than a feature's rules: an address
 * that is not one, a body that cannot be read, a field a schema refused, a moment of trouble on
 * our side. The API frame (`infra/src/http`) answers these for every service.
 */
export const requestMessages = defineMessages('request', {
  noSuchEndpoint: 'No such endpoint: {method} {path}',
  notFound: 'Not found',
  invalid: 'The request is not valid.',
  invalidRequest: 'Invalid request',
  /** A field a schema refused in its own words, or with zod's: the member is pointed at the field. */
  invalidField: 'Please check {field}.',
  unstorableText: '{field} contains characters that cannot be stored.',
  invalidAddress: 'The address is not valid: it is not correctly percent-encoded UTF-8.',
  invalidAddressPart: 'The address is not valid: {part} is not correctly percent-encoded UTF-8.',
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  notUtf8: 'The request body must be UTF-8 JSON.',
  encodingRefused: 'The request body uses a content encoding this server does not accept.',
  incomplete: 'The request body was not received completely.',
  contentTypeRefused: 'This content type is not accepted here.',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do that.',
  concurrentChange: 'Someone else changed this at the same time. Please reload and try again.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 printable characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  failed: 'Something went wrong on our side. Please try again.',
  startingUp: 'BarterAid is starting up. Please try again in a moment.',
  databaseInterrupted: 'The connection to our database was interrupted. Please try again in a moment.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  invalidCursor: 'Invalid cursor: start again from the first page.',
  cursorMismatch: 'This cursor belongs to a different search or sort: start again from the first page.',
  unknownParameter: 'Unknown parameter: {name}.',
  unknownParameterOf: 'Unknown parameter "{name}". Allowed: {allowed}.',
  repeatedParameter: 'Give {name} only once.',
});
