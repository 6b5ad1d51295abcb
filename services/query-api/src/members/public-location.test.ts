import { describe, expect, it } from 'vitest';
import { publicLocation } from './public-location';

describe('a member location as others see it', () => {
  it('keeps city and state', () => {
    expect(publicLocation('Austin, TX')).toBe('Austin, TX');
    expect(publicLocation('  New Orleans ,  LA ')).toBe('New Orleans, LA');
    expect(publicLocation('Galveston')).toBe('Galveston');
  });

  it('leaves out streets, unit numbers and postcodes', () => {
    expect(publicLocation('12 Elm St, Austin, TX 78701')).toBe('Austin, TX');
    expect(publicLocation('Apt 4, 1420 Airline Dr, Houston, TX 77009-1234')).toBe('Houston, TX');
    expect(publicLocation('1420 Airline Dr')).toBeNull();
  });

  it('is null without a location', () => {
    expect(publicLocation(null)).toBeNull();
    expect(publicLocation('')).toBeNull();
    expect(publicLocation(' , ')).toBeNull();
  });
});
