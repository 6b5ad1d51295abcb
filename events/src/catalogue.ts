import { z } from 'zod';

/** One entry of the event catalogue: a named, versioned fact with its schema. */
export interface EventDefinition<TType extends string, TSchema extends z.ZodType> {
  type: TType;
  version: number;
  schema: TSchema;
}

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  type: TType,
  version: number,
  schema: TSchema,
): EventDefinition<TType, TSchema> {
  return { type, version, schema };
}

/** The typed form of an event as deciders and projections see it. */
export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;
