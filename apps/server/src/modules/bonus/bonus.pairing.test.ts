// The daily pairing settlement on a real database. Leg volumes belong to the network module, which
// this module does not import: these tests hand the settlement an in-memory PairingLegs (a Map of
// open volumes) standing in for it. The shop's own legs are settled in test/pairing-network.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { invariant } from '../../lib/errors.ts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';
import { credit } from '../../../test/orders-support.ts';
import { together } from '../../../test/aftersale-support.ts';
import { auditLedger } from '../ledger/index.ts';
import { previousDay, settlePairing } from './bonus.jobs.ts';
import type { PairingLegs } from './bonus.pairing.ts';
import { BonusService } from './bonus.service.ts';

/** Open leg volumes by member: what the network module keeps, in memory. */
class MemoryLegs implements PairingLegs {
  readonly legs = new Map<number, { left: number; right: number }>();
  taken = 0;

  pairableLegs(_db: DbOrTx, afterMemberId: number, limit: number) {
    const rows = [...this.legs]
      .filter(([id, leg]) => id > afterMemberId && leg.left > 0 && leg.right > 0)
      .sort(([a], [b]) => a - b)
      .slice(0, limit)
      .map(([memberId, leg]) => ({ memberId, leftMp: leg.left, rightMp: leg.right }));
    return Promise.resolve(rows);
  }

  takeMatched(_tx: Tx, memberId: number, matchedMp: number) {
    const leg = this.legs.get(memberId);
    invariant(leg && leg.left >= matchedMp && leg.right >= matchedMp, 'matched volume is open on both legs');
    leg.left -= matchedMp;
    leg.right -= matchedMp;
    this.taken += 1;
    return Promise.resolve();
  }
}

let t: TestApp;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const cashOf = async (memberId: number) => (await t.services.ledger.balances(t.db, memberId)).CASH;
const member = async (level: number) =>
  (await createMember(t.services, { username: `pair${++seq}m${level}`, level })).id;

function engine(legs: MemoryLegs) {
  return new BonusService({ ledger: t.services.ledger, settings: t.services.settings, pairingLegs: legs });
}

describe('pairing settlement', () => {
  it('previews without paying, then pays 8% of the weaker leg, carries the rest, caps, skips level 1, once a day', async () => {
    const [vip, capped, regular] = [await member(2), await member(3), await member(1)];
    await credit(t, vip, 'BONUS_CREDIT', 1_000_000);
    await credit(t, capped, 'BONUS_CREDIT', 500);
    const legs = new MemoryLegs();
    legs.legs.set(vip, { left: 700, right: 199 });
    legs.legs.set(capped, { left: 100, right: 100 });
    legs.legs.set(regular, { left: 50, right: 80 });
    const bonus = engine(legs);
    const now = new Date('2026-11-29T00:10:00Z');
    const day = '2026-11-28';

    const preview = await bonus.pairing.preview(t.db, day, now);
    expect(preview).toMatchObject({
      available: true,
      members: 2,
      matchedMp: 299,
      paidMinor: 1_592 + 500,
      cappedMinor: 300,
    });
    expect(legs.taken).toBe(0);
    expect(await cashOf(vip)).toBe(0);

    const report = await bonus.pairing.settle(t.db, day, now, null);
    expect(report).toMatchObject({ members: 2, matchedMp: 299, paidMinor: 2_092, cappedMinor: 300 });
    expect(report.lines).toEqual([
      { memberId: vip, leftMp: 700, rightMp: 199, matchedMp: 199, paidMinor: 1_592, cappedMinor: 0 },
      { memberId: capped, leftMp: 100, rightMp: 100, matchedMp: 100, paidMinor: 500, cappedMinor: 300 },
    ]);
    expect(legs.legs.get(vip)).toEqual({ left: 501, right: 0 });
    expect(legs.legs.get(capped)).toEqual({ left: 0, right: 0 });
    expect(legs.legs.get(regular)).toEqual({ left: 50, right: 80 });
    expect([await cashOf(vip), await cashOf(capped), await cashOf(regular)]).toEqual([1_592, 500, 0]);

    // New volume the same day: the day is settled for these members, nothing more is paid or taken.
    legs.legs.set(vip, { left: 501, right: 40 });
    const again = await bonus.pairing.settle(t.db, day, now, null);
    expect(again).toMatchObject({ members: 2, paidMinor: 2_092 });
    expect(legs.legs.get(vip)).toEqual({ left: 501, right: 40 });
    expect(await cashOf(vip)).toBe(1_592);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('two settlements of one day at once pay each member exactly once', async () => {
    const legs = new MemoryLegs();
    const ids: number[] = [];
    for (let index = 0; index < 6; index++) {
      const id = await member(2);
      await credit(t, id, 'BONUS_CREDIT', 1_000_000);
      legs.legs.set(id, { left: 100 + index, right: 100 });
      ids.push(id);
    }
    const bonus = engine(legs);
    const now = new Date('2026-11-29T00:10:00Z');
    await together([0, 1, 2].map(() => () => bonus.pairing.settle(t.db, '2026-11-27', now, null)));
    expect(legs.taken).toBe(6);
    const records = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bonus_records where source = 'pairing:2026-11-27'`,
    );
    expect(records.rows[0]!.n).toBe(6);
    expect(await Promise.all(ids.map(cashOf))).toEqual(ids.map(() => 800));
    expect((await bonus.pairing.report(t.db, '2026-11-27')).members).toBe(6);
  });

  it('the job settles the day before its run', async () => {
    const legs = new MemoryLegs();
    const id = await member(2);
    await credit(t, id, 'BONUS_CREDIT', 1_000_000);
    legs.legs.set(id, { left: 10, right: 25 });
    const report = await settlePairing({ db: t.db, bonus: engine(legs) }, new Date('2026-12-01T00:10:00Z'));
    expect(previousDay(new Date('2026-12-01T00:10:00Z'))).toBe('2026-11-30');
    expect(report).toMatchObject({ day: '2026-11-30', members: 1, matchedMp: 10, paidMinor: 80 });
  });
});
