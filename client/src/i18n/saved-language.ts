import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LanguageBody } from '@barteraid/events/contracts/language';
import type { Profile } from '@barteraid/events/contracts/members';
import { apiJson } from '../lib/api';
import { SESSION_KEY, useSession } from '../lib/session';
import { currentLanguage, showLanguage } from './index';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * Saves the member's language on the server (`PUT /api/user/language`), so their other devices
 * follow it. The session's copy changes first, so a session check answered meanwhile does not
 * switch the page back. Signed out, it does nothing: the choice stays on this device.
 */
export async function saveLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  const user = queryClient.getQueryData<Profile | null>(SESSION_KEY);
  if (!user || user.language === language) return;
  queryClient.setQueryData<Profile>(SESSION_KEY, { ...user, language });
  // Not saved (offline, server busy): the page is in the chosen language anyway; the next choice saves.
  await apiJson('PUT', '/api/user/language', { language } satisfies LanguageBody).catch(() => undefined);
}

/**
 * The signed-in member's saved language wins over this device's and the browser's. A member who
 * never chose one, reading in another language than English, gets that one saved when they sign in
 * (a member who registered in Spanish keeps Spanish everywhere, and their mail can follow it).
 */
export function useSavedLanguage(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const signedIn = Boolean(user);
  const saved = user?.language ?? null;
  useEffect(() => {
    if (!signedIn) return;
    if (saved) void showLanguage(saved, { remember: true });
    else if (currentLanguage() !== DEFAULT_LANGUAGE) void saveLanguage(queryClient, currentLanguage());
  }, [signedIn, saved, queryClient]);
}
