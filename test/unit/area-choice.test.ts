/** The area a member's form sends (settings and registration): a ZIP code or a pin, never both. */
import { describe, expect, it } from 'vitest';
import { areaBody, givesArea, noAreaChoice } from '../../client/src/components/map/area-choice';

describe('areaBody', () => {
  it('sends the trimmed ZIP code with the precision, and no pin even when one was dropped before', () => {
    expect(areaBody({ by: 'zip', zip: ' 77002 ', pin: { lat: 29.75, lng: -95.36 }, precision: 'area' })).toEqual({ zip: '77002', precision: 'area' });
  });

  it('sends the pin with the precision, and no ZIP code even when one was typed before', () => {
    expect(areaBody({ by: 'pin', zip: '77002', pin: { lat: 29.75, lng: -95.36 }, precision: 'neighbourhood' })).toEqual({ lat: 29.75, lng: -95.36, precision: 'neighbourhood' });
  });

  it('asks for the pin when the member chose one and has not dropped it', () => {
    expect(areaBody({ ...noAreaChoice, by: 'pin' })).toBe('pinNeeded');
  });
});

describe('givesArea', () => {
  it('is false for an empty or blank ZIP code and true for a typed one or a chosen pin', () => {
    expect(givesArea(noAreaChoice)).toBe(false);
    expect(givesArea({ ...noAreaChoice, zip: '  ' })).toBe(false);
    expect(givesArea({ ...noAreaChoice, zip: '70119' })).toBe(true);
    expect(givesArea({ ...noAreaChoice, by: 'pin' })).toBe(true);
  });
});
