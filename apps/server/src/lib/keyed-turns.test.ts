import { describe, expect, it } from 'vitest';
import { KeyedTurns } from './keyed-turns.ts';

/** A task that records its start and end, and ends only when released. */
function gatedTask(name: string, log: string[]) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const task = async () => {
    log.push(`start ${name}`);
    await gate;
    log.push(`end ${name}`);
    return name;
  };
  return { task, release };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedTurns', () => {
  it('runs calls with one key one after another, in order, and calls with other keys alongside', async () => {
    const turns = new KeyedTurns();
    const log: string[] = [];
    const a1 = gatedTask('a1', log);
    const a2 = gatedTask('a2', log);
    const b1 = gatedTask('b1', log);
    const results = [turns.run('a', a1.task), turns.run('a', a2.task), turns.run('b', b1.task)];
    await settle();
    expect(log).toEqual(['start a1', 'start b1']);
    a1.release();
    await settle();
    expect(log).toEqual(['start a1', 'start b1', 'end a1', 'start a2']);
    a2.release();
    b1.release();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    expect(turns.size).toBe(0);
  });

  it('lets the next call run after one that failed', async () => {
    const turns = new KeyedTurns();
    const failed = turns.run('a', () => Promise.reject(new Error('refused')));
    const next = turns.run('a', () => Promise.resolve('ran'));
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('ran');
  });

  it('never runs a call whose signal aborts while it waits, and keeps the calls behind it waiting their turn', async () => {
    const turns = new KeyedTurns();
    const log: string[] = [];
    const first = gatedTask('first', log);
    const running = turns.run('a', first.task);
    const controller = new AbortController();
    const abandoned = turns.run('a', gatedTask('abandoned', log).task, controller.signal);
    const last = gatedTask('last', log);
    const behind = turns.run('a', last.task);
    controller.abort(new Error('request timed out'));
    await expect(abandoned).rejects.toThrow('request timed out');
    await settle();
    expect(log).toEqual(['start first']);
    first.release();
    await settle();
    expect(log).toEqual(['start first', 'end first', 'start last']);
    last.release();
    await Promise.all([running, behind]);
    expect(turns.size).toBe(0);
  });

  it('refuses at once a call whose signal has already aborted', async () => {
    const turns = new KeyedTurns();
    const log: string[] = [];
    await expect(turns.run('a', gatedTask('late', log).task, AbortSignal.abort(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    expect(log).toEqual([]);
  });
});
