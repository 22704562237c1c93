// The state-machine helper on a table of its own: a legal move stamps and answers the new state,
// an illegal one is refused in the machine's own words, and of two moves racing on one row
// exactly one happens.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { withTransaction } from '../db/client.ts';
import { AppError } from './errors.ts';
import { defineMachine } from './state-machine.ts';

type Door = 'open' | 'shut' | 'locked';

const door = defineMachine<'close' | 'lock' | 'open', Door>({
  table: 'scratch_doors',
  key: 'id',
  status: 'state',
  events: {
    close: { from: ['open'], to: 'shut', stamp: 'closed_at' },
    lock: { from: ['shut'], to: 'locked' },
    open: { from: ['shut'], to: 'open' },
  },
  refuse: (event, found) => new AppError('CONFLICT', undefined, { event, found }, 'DOOR_STATE'),
  notFound: () => new AppError('NOT_FOUND'),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    create table scratch_doors (id int primary key, state text not null, closed_at timestamptz, note text)`);
});
afterAll(async () => {
  await t?.close();
});

async function newDoor(id: number, state: Door): Promise<void> {
  await t.db.execute(sql`insert into scratch_doors (id, state) values (${id}, ${state})`);
}

async function stateOf(id: number) {
  const { rows } = await t.db.execute<{ state: Door; closed_at: string | null; note: string | null }>(
    sql`select state, closed_at, note from scratch_doors where id = ${id}`,
  );
  return rows[0];
}

async function refusalOf(promise: Promise<unknown>): Promise<AppError | null> {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error : Promise.reject(error)),
  );
}

describe('a state machine on a table', () => {
  it('moves a row the event allows, stamping its column and making the extra assignments', async () => {
    await newDoor(1, 'open');
    const at = new Date('2026-01-02T03:04:05Z');
    expect(await door.apply(t.db, 1, 'close', { at, set: [sql`note = ${'by the wind'}`] })).toBe('shut');
    const row = await stateOf(1);
    expect({ ...row, closed_at: new Date(row!.closed_at!) }).toEqual({
      state: 'shut',
      closed_at: at,
      note: 'by the wind',
    });
  });

  it('refuses an event the state does not allow with the module refusal, naming the state found', async () => {
    await newDoor(2, 'open');
    const error = await refusalOf(door.apply(t.db, 2, 'lock'));
    expect(error?.errorKey).toBe('DOOR_STATE');
    expect(error?.values).toEqual({ event: 'lock', found: 'open' });
    expect((await stateOf(2))?.state).toBe('open');
    expect((await refusalOf(door.apply(t.db, 99, 'lock')))?.kind).toBe('NOT_FOUND');
  });

  it('answers the same rules without the database', () => {
    expect(door.next('lock', 'shut')).toBe('locked');
    expect(door.next('lock', 'open')).toBeNull();
    expect(door.canApply('open', 'shut')).toBe(true);
    expect(() => door.step('open', 'locked')).toThrow(AppError);
    expect(door.fromStates('close')).toEqual(['open']);
  });

  it('lets exactly one of two racing moves on one row happen', async () => {
    await newDoor(3, 'shut');
    // Both transactions start together; the second UPDATE waits for the first and then finds the
    // row no longer in a state it may leave from.
    const moves = (['lock', 'open'] as const).map((event) =>
      withTransaction(t.db, async (tx) => {
        await tx.execute(sql`select pg_sleep(0.05)`);
        return door.apply(tx, 3, event);
      }),
    );
    const results = await Promise.allSettled(moves);
    const won = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && (result.reason as AppError).errorKey === 'DOOR_STATE',
    );
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((await stateOf(3))?.state).toBe((won[0] as PromiseFulfilledResult<Door>).value);
  });
});
