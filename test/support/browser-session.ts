/**
 * What a browser does around each API call, shared by the test client and the fault benchmark's
 * members: send the cookies and (on mutations) the CSRF header, keep the cookies the answer sets,
 * and read a JSON body (or keep the text).
 */
export function browserHeaders(cookies: Map<string, string>, method: string, hasBody: boolean, extra: Record<string, string>): Record<string, string> {
  const csrf = cookies.get('barteraid.csrf');
  return {
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...(csrf && method !== 'GET' ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    ...extra,
  };
}

export function keepCookies(cookies: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const [name, ...rest] = pair!.split('=');
    const value = rest.join('=');
    const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
    if (expired) cookies.delete(name!.trim());
    else cookies.set(name!.trim(), value);
  }
}

export function parseAnswer(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text; // not JSON: keep the text
  }
}
