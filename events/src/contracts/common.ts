import { z } from 'zod';

/** The plain `{message}` answer of many commands (and of every error). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * `true` when two object types describe the same request body: each is assignable to the other
 * and they name the same fields (so a field added, renamed or dropped on one side only counts
 * too, optional or not). Where a request schema stays in the command API (it needs server code),
 * the route file checks the schema's input against the contract's body type with it:
 * `const _bodyMatches: SameShape<z.input<typeof schema>, Body> = true` fails to compile once
 * they differ.
 */
export type SameShape<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? SameKeys<A, B>
    : false
  : false;

/** `true` when two object types name the same fields, whatever their types. */
export type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
