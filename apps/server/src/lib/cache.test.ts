import { describe, expect, it } from 'vitest';
import { Cache } from './cache.ts';

function manualClock(start = 1_000_000) {
  const clock = { at: start, now: () => clock.at };
  return clock;
}

/** A load that answers only when released, counting its calls. */
function gatedLoader<V>(value: V) {
  const state = { calls: 0, release: () => {} };
  const gate = new Promise<void>((resolve) => (state.release = resolve));
  const load = async () => {
    state.calls++;
    await gate;
    return value;
  };
  return { state, load };
}

describe('Cache', () => {
  it('drops a value at the moment it says it stops being true, before its TTL', async () => {
    const clock = manualClock();
    // A flash sale starting 3 s from now: the answer that counts it as coming ends there.
    const cache = new Cache<{ until: number }>({ ttlMs: 10_000, now: clock.now, expiresAt: (value) => value.until });
    await cache.get('home', async () => ({ until: clock.at + 3_000 }));
    clock.at += 2_999;
    expect(cache.peek('home')).toBeDefined();
    clock.at += 1;
    expect(cache.peek('home')).toBeUndefined();
  });

  it('never serves a value past its own end, not even while it rebuilds', async () => {
    const clock = manualClock();
    const cache = new Cache<{ until: number }>({
      ttlMs: 10_000,
      now: clock.now,
      serveStale: true,
      expiresAt: (value) => value.until,
    });
    const first = await cache.get('home', async () => ({ until: clock.at + 3_000 }));
    clock.at += 3_000;
    const next = { until: clock.at + 3_000 };
    expect(await cache.get('home', async () => next)).toBe(next);
    expect(first).not.toBe(next);
  });

  it('runs the loader once for 100 concurrent gets on an expired key', async () => {
    const clock = manualClock();
    const cache = new Cache<string>({ ttlMs: 1_000, now: clock.now });
    await cache.get('home', async () => 'first');
    clock.at += 1_001;

    const { state, load } = gatedLoader('second');
    const answers = Array.from({ length: 100 }, () => cache.get('home', load));
    state.release();
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 100 }, () => 'second'));
    expect(state.calls).toBe(1);
  });

  it('serves the stale value while one rebuild runs, when asked to', async () => {
    const clock = manualClock();
    const cache = new Cache<string>({ ttlMs: 1_000, now: clock.now, serveStale: true });
    await cache.get('tree', async () => 'old');
    clock.at += 5_000;

    const { state, load } = gatedLoader('new');
    const during = await Promise.all(Array.from({ length: 20 }, () => cache.get('tree', load)));
    expect(during.every((value) => value === 'old')).toBe(true);
    expect(state.calls).toBe(1);
    state.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('tree', load)).toBe('new');
    expect(state.calls).toBe(1);
  });

  it('keeps a value for its TTL and loads again after it', async () => {
    const clock = manualClock();
    const cache = new Cache<number>({ ttlMs: 100, now: clock.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock.at += 99;
    expect(await cache.get('k', load)).toBe(1);
    clock.at += 1;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep a value whose load began before an invalidation', async () => {
    const cache = new Cache<string>({ ttlMs: 60_000 });
    const { state, load } = gatedLoader('before the edit');
    const early = cache.get('product:1', load);
    cache.deletePrefix('product:');
    const late = cache.get('product:1', async () => 'after the edit');
    state.release();
    expect(await early).toBe('before the edit');
    expect(await late).toBe('after the edit');
    expect(await cache.get('product:1', async () => 'unused')).toBe('after the edit');
  });

  it('forgets by key, prefix and value', async () => {
    const cache = new Cache<{ memberId: number }>({ ttlMs: 60_000 });
    for (const [key, memberId] of [
      ['a:1', 1],
      ['a:2', 2],
      ['b:1', 1],
      ['b:3', 3],
    ] as const) {
      await cache.get(key, async () => ({ memberId }));
    }
    cache.delete('a:1');
    expect(cache.peek('a:1')).toBeUndefined();
    cache.deleteWhere((value) => value.memberId === 3);
    expect(cache.peek('b:3')).toBeUndefined();
    cache.deletePrefix('a:');
    expect(cache.peek('a:2')).toBeUndefined();
    expect(cache.peek('b:1')).toEqual({ memberId: 1 });
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('hands a failed load to every waiting caller and tries again next time', async () => {
    const cache = new Cache<string>({ ttlMs: 60_000 });
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('database away');
    };
    const results = await Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('drops the oldest keys beyond its bound', async () => {
    const cache = new Cache<number>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
