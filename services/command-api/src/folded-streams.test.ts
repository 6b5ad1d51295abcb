import { describe, expect, it } from 'vitest';
import { FoldedStreams } from './folded-streams';

describe('the folds a process keeps', () => {
  it('keeps the later of two folds of one stream, whichever arrives last', () => {
    const folds = new FoldedStreams<string>();
    folds.keep('ledger-a', { state: 'at 5', revision: 5 });
    folds.keep('ledger-a', { state: 'at 3', revision: 3 });
    expect(folds.get('ledger-a')).toEqual({ state: 'at 5', revision: 5 });
  });

  it('lets the least recently used folds go once they hold more events than it keeps', () => {
    const folds = new FoldedStreams<string>(10);
    folds.keep('ledger-a', { state: 'a', revision: 3 });
    folds.keep('ledger-b', { state: 'b', revision: 3 });
    // Read: now the most recently used of the two.
    folds.get('ledger-a');
    folds.keep('ledger-c', { state: 'c', revision: 3 });
    expect(folds.get('ledger-b')).toBeUndefined();
    expect(folds.get('ledger-a')?.state).toBe('a');
    expect(folds.get('ledger-c')?.state).toBe('c');
    // A fold that grew counts its new events; one stream alone is kept whatever its length.
    folds.keep('ledger-c', { state: 'c later', revision: 40 });
    expect(folds.get('ledger-a')).toBeUndefined();
    expect(folds.get('ledger-c')?.state).toBe('c later');
  });
});
