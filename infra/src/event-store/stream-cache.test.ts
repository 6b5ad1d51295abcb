import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './port';
import { StreamCache } from './stream-cache';

const event = (streamName: string, revision: number): RecordedEvent => ({
  id: `${streamName}-${revision}`,
  type: 'Noted',
  data: { revision },
  metadata: { actorId: null, correlationId: 'c', causationId: null, schemaVersion: 1 },
  streamName,
  revision,
  position: revision + 1,
  createdAt: new Date(0),
});

describe('StreamCache', () => {
  it('serves a stream it read, until an append to it', () => {
    const cache = new StreamCache();
    expect(cache.get('a')).toBeUndefined();
    cache.reading('a').finish([event('a', 0)]);
    expect(cache.get('a')).toEqual([event('a', 0)]);
    const done = cache.appendingTo(['a']);
    expect(cache.get('a')).toBeUndefined();
    done();
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing a read saw if an append to its stream began before the read ended', () => {
    const cache = new StreamCache();
    const read = cache.reading('a');
    const done = cache.appendingTo(['a']);
    read.finish([event('a', 0)]);
    done();
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing read while an append is in flight, and serves nothing then', () => {
    const cache = new StreamCache();
    const done = cache.appendingTo(['a']);
    cache.reading('a').finish([event('a', 0)]);
    expect(cache.get('a')).toBeUndefined();
    done();
    cache.reading('a').finish([event('a', 0), event('a', 1)]);
    expect(cache.get('a')).toHaveLength(2);
  });

  it('leaves other streams and failed reads alone, and hands out copies', () => {
    const cache = new StreamCache();
    cache.reading('b').finish([event('b', 0)]);
    cache.reading('c').finish(null);
    const done = cache.appendingTo(['a']);
    expect(cache.get('b')).toEqual([event('b', 0)]);
    expect(cache.get('c')).toBeUndefined();
    done();
    cache.get('b')!.push(event('b', 1));
    expect(cache.get('b')).toHaveLength(1);
  });
});
