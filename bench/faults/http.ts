import { browserHeaders, keepCookies, parseAnswer } from '../../test/support/browser-session';

/**
 * A member's browser, as far as the API is concerned: cookies, the CSRF header on mutations,
 * and a timeout on every request so a service that died mid-request never stalls the load.
 */
export type Outcome = number | 'network' | 'timeout';

export interface Answer<T = any> {
  status: Outcome;
  body: T;
}

const REQUEST_TIMEOUT_MS = 15_000;

export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: browserHeaders(this.cookies, method, body !== undefined, headers),
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const name = (error as Error)?.name;
      return { status: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', body: null as T };
    }
    keepCookies(this.cookies, response);
    let text: string;
    try {
      text = await response.text();
    } catch {
      return { status: 'network', body: null as T };
    }
    const parsed = parseAnswer(text);
    return { status: response.status, body: parsed as T };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  patch<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body, headers);
  }
}

/** Worth sending again: the request may never have arrived or a service was down. */
export const retryable = (status: Outcome) => status === 'network' || status === 'timeout' || (typeof status === 'number' && status >= 500);
