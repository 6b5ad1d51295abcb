import { describe, expect, it } from 'vitest';
import { communityFigures, MIN_ACTIVE_TRADERS, MIN_REFERENCES } from './routes';

describe("the landing page's community figures", () => {
  it('shows nothing while there are too few traders or references to mean anything', () => {
    expect(communityFigures({ activeTraders: 9, shownReferences: 3, positiveReferences: 3, metNeeds: 0 })).toEqual({ activeTraders: null, trustPercent: null, metNeeds: 0 });
    expect(communityFigures({ activeTraders: MIN_ACTIVE_TRADERS - 1, shownReferences: MIN_REFERENCES - 1, positiveReferences: 0, metNeeds: 4 })).toEqual({
      activeTraders: null,
      trustPercent: null,
      metNeeds: 4,
    });
  });

  it('shows the real count and the share of four- and five-star references once there are enough', () => {
    expect(communityFigures({ activeTraders: MIN_ACTIVE_TRADERS, shownReferences: MIN_REFERENCES, positiveReferences: 17, metNeeds: 12 })).toEqual({
      activeTraders: MIN_ACTIVE_TRADERS,
      trustPercent: 85,
      metNeeds: 12,
    });
    // Met needs are a plain count: every one is a need answered, however few.
    expect(communityFigures({ activeTraders: 2345, shownReferences: 300, positiveReferences: 299, metNeeds: 0 }).trustPercent).toBe(100);
  });
});
