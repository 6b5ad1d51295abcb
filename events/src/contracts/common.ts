import { z } from 'zod';

/**
 * What an answer that carries a message sends: its English text (what API callers read), and the
 * message as data, a catalogue code with its params (what the client renders in its language).
 */
export const messageFields = {
  message: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

/** The plain `{message, code, params?}` answer of many commands (and of every error, with `field`). */
export const messageResponseSchema = z.object(messageFields);
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
