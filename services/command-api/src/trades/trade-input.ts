/**
 * The trade commands' request bodies are the trades contract's schemas
 * (`@barteraid/events/contracts/trades`); only the id in the path is read here.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function tradeIdParam(value: unknown): string | null {
  const text = String(value ?? '');
  return UUID.test(text) ? text.toLowerCase() : null;
}
