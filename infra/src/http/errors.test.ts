import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingsMessages } from '@barteraid/events/messages/listings';
import { schemaMessage } from '@barteraid/events/messages/schema-message';
import { HttpError, messageBody, validationError } from './errors';

const refusal = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the schema took it');
  return validationError(result.error);
};

describe('an answer that carries a message', () => {
  it('sends its English text, its code and its params', () => {
    expect(messageBody(listingsMessages.message('takenDownByAdminWithReason', { reason: 'spam' }))).toEqual({
      message: 'This listing was deactivated by an admin (spam). Please contact support to restore it.',
      code: 'listings.takenDownByAdminWithReason',
      params: { reason: 'spam' },
    });
    const error = new HttpError(404, listingsMessages.message('notFound'), { field: 'id' });
    expect(error.message).toBe('Listing not found.');
    expect(error.body()).toEqual({ message: 'Listing not found.', field: 'id', code: 'listings.notFound' });
  });
});

describe('a field a schema refuses', () => {
  it('is answered with the catalogue message the schema names', () => {
    const title = z.object({ title: z.string().min(1, schemaMessage(listingsMessages.message('titleRequired'))) });
    expect(refusal(title, { title: '' }).body()).toEqual({ message: 'Title is required.', field: 'title', code: 'listings.titleRequired' });
  });

  it('is answered in the schema’s own words, or zod’s named by the field, under request.invalidField', () => {
    const type = z.object({ type: z.enum(['offer', 'need'], { error: 'Type must be offer or need.' }) });
    expect(refusal(type, { type: 'swap' }).body()).toEqual({ message: 'Type must be offer or need.', field: 'type', code: 'request.invalidField', params: { field: 'type' } });
    const count = z.object({ page: z.object({ size: z.number() }) });
    expect(refusal(count, { page: { size: 'ten' } }).body()).toMatchObject({ field: 'page.size', code: 'request.invalidField', params: { field: 'page.size' } });
    expect(refusal(count, { page: { size: 'ten' } }).message).toMatch(/^page\.size: /);
  });
});
