import { ApiError } from '../../lib/api';

/** The field a refused request names (`{message, field}`), to mark that control; null when none. */
export function fieldOfError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.bodyText) as { field?: unknown };
    return typeof body.field === 'string' ? body.field : null;
  } catch {
    return null;
  }
}
