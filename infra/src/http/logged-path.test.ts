import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path';

describe('the address a log line holds', () => {
  it('keeps every parameter but the searcher’s position, however it is spelled', () => {
    expect(loggedPath('/api/listings?search=water&lat=29.7594&lng=-95.3594&radiusMiles=5')).toBe(
      '/api/listings?search=water&lat=redacted&lng=redacted&radiusMiles=5',
    );
    expect(loggedPath('/api/listings?LAT=29.7&%6Cng=-95.3&lat&lng=1&lng=2')).toBe('/api/listings?LAT=redacted&%6Cng=redacted&lat=redacted&lng=redacted&lng=redacted');
    expect(loggedPath('/api/listings?near=77002&sort=distance')).toBe('/api/listings?near=77002&sort=distance');
    expect(loggedPath('/api/listings/abc')).toBe('/api/listings/abc');
    expect(loggedPath('/api/listings?lat=%E0%A4%A')).toBe('/api/listings?lat=redacted');
  });
});
