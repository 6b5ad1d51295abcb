import { actorHeaders } from '@barteraid/infra';

/**
 * Sign-in answers with the member's profile, which belongs to the query API. The gateway never
 * reads query-side tables itself: the one-process start hands it the query API's own reader, and
 * the split gateway asks the query API over HTTP (GET /api/auth/me as that member).
 */
export type ProfileReader = (memberId: string, sessionId: string) => Promise<unknown>;

export function profileOverHttp(queryApiUrl: string, internalSecret: string): ProfileReader {
  return async (memberId, sessionId) => {
    const response = await fetch(new URL('/api/auth/me', queryApiUrl), {
      headers: actorHeaders(internalSecret, { memberId, sessionId }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`query API answered ${response.status} for the signed-in profile`);
    return response.json();
  };
}
