import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiPost, serverMessage } from '../../lib/api';
import type { Profile } from '@barteraid/events/contracts/members';
import { storeSignedInUser } from '../../lib/session';

export const CONNECTION_ERROR = 'Connection error: Unable to connect to server';

export type SimpleLoginResult =
  | { ok: true; user: Profile }
  | { ok: false; status: number | null; message: string };

/** The real credential check behind every alternate sign-in page; a success signs the browser in. */
export async function simpleLogin(queryClient: QueryClient, email: string, password: string): Promise<SimpleLoginResult> {
  try {
    const answer = await apiPost<{ user: Profile }>('/api/auth/simple-login', { email, password });
    storeSignedInUser(queryClient, answer.user);
    return { ok: true, user: answer.user };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, status: null, message: CONNECTION_ERROR };
    return { ok: false, status: error.status, message: serverMessage(error) ?? `Login failed: ${error.status}` };
  }
}
