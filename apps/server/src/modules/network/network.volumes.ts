// Leg volumes: an activated order's MP is added to the matching leg of every placement ancestor
// of its beneficiary in one statement, once per order; pairing takes matched volume off both legs.
import { sql } from 'drizzle-orm';
import { formatMinor, type LegVolumesView, type NetworkSide } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export interface MpActivation {
  orderId: number;
  /** The beneficiary: whose ancestors' legs grow. */
  memberId: number;
  rewardMp: number;
  at: Date;
}

/** The UTC day of a moment, as "today's new volume" counts it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Adds the order's MP to the open and total volume, and to the day's new volume, of the leg of
 * each ancestor the beneficiary is in, in one statement after the ancestors' rows are locked. The
 * credit row claims the order first: a replay adds nothing. Answers the number of ancestors
 * reached (0 on a replay).
 */
export async function creditActivation(tx: Tx, activation: MpActivation): Promise<number> {
  const { orderId, memberId, rewardMp, at } = activation;
  // Every activation below a member updates that member's legs: locked in member id order first,
  // so two activations sharing ancestors queue instead of deadlocking on rows taken in plan order.
  await tx.execute(sql`
    select member_id from network_legs
    where member_id in (select ancestor_id from network_paths where descendant_id = ${memberId} and depth > 0)
    order by member_id for update`);
  const result = await tx.execute<{ ancestors: number }>(sql`
    with claimed as (
      insert into network_credits (order_id, member_id, reward_mp, ancestors, at)
      select ${orderId}, ${memberId}, ${rewardMp},
             (select count(*) from network_paths where descendant_id = ${memberId} and depth > 0), ${at}
      on conflict (order_id) do nothing
      returning member_id, reward_mp
    ), up as (
      select p.ancestor_id,
             case when p.side = 'left' then c.reward_mp else 0 end as left_mp,
             case when p.side = 'right' then c.reward_mp else 0 end as right_mp
      from claimed c join network_paths p on p.descendant_id = c.member_id and p.depth > 0
    ), legs as (
      update network_legs l
      set left_open_mp = l.left_open_mp + up.left_mp, right_open_mp = l.right_open_mp + up.right_mp,
          left_total_mp = l.left_total_mp + up.left_mp, right_total_mp = l.right_total_mp + up.right_mp,
          updated_at = ${at}
      from up where l.member_id = up.ancestor_id
      returning l.member_id
    ), days as (
      insert into network_leg_days (member_id, day, left_mp, right_mp)
      select ancestor_id, ${utcDay(at)}, left_mp, right_mp from up
      on conflict (member_id, day) do update
      set left_mp = network_leg_days.left_mp + excluded.left_mp, right_mp = network_leg_days.right_mp + excluded.right_mp
    )
    select count(*)::int as ancestors from legs`);
  return result.rows[0]?.ancestors ?? 0;
}

export interface PairableLeg {
  memberId: number;
  leftMp: number;
  rightMp: number;
}

/** Members with open volume on both legs after `afterMemberId`, in member id order (a partial index). */
export async function pairableLegs(db: DbOrTx, afterMemberId: number, limit: number): Promise<PairableLeg[]> {
  const result = await db.execute<{ member_id: number; left_open_mp: string; right_open_mp: string }>(sql`
    select member_id, left_open_mp, right_open_mp from network_legs
    where left_open_mp > 0 and right_open_mp > 0 and member_id > ${afterMemberId}
    order by member_id limit ${limit}`);
  return result.rows.map((row) => ({
    memberId: row.member_id,
    leftMp: Number(row.left_open_mp),
    rightMp: Number(row.right_open_mp),
  }));
}

/**
 * Takes `matchedMp` off both open legs in one conditional update; what the stronger leg holds
 * beyond it stays open, carried forward. Refused when either leg holds less.
 */
export async function takeMatched(tx: Tx, memberId: number, matchedMp: number): Promise<void> {
  if (!Number.isSafeInteger(matchedMp) || matchedMp <= 0) {
    throw new AppError('VALIDATION', 'network.matchTooLarge', undefined, 'MATCH_TOO_LARGE');
  }
  const result = await tx.execute(sql`
    update network_legs
    set left_open_mp = left_open_mp - ${matchedMp}, right_open_mp = right_open_mp - ${matchedMp}, updated_at = now()
    where member_id = ${memberId} and left_open_mp >= ${matchedMp} and right_open_mp >= ${matchedMp}
    returning member_id`);
  if (result.rows.length === 0) {
    throw new AppError('CONFLICT', 'network.matchTooLarge', undefined, 'MATCH_TOO_LARGE');
  }
}

/** Whole MP written like an amount ("120.00"). */
export const formatMp = (mp: number): string => formatMinor(mp * 100);

type VolumeRow = {
  default_side: NetworkSide | null;
  level: number;
  left_open_mp: string | null;
  right_open_mp: string | null;
  left_total_mp: string | null;
  right_total_mp: string | null;
  left_today: string | null;
  right_today: string | null;
};

/** A member's volumes and default side; zero for a member not yet placed. */
export async function legVolumes(db: DbOrTx, memberId: number, now: Date): Promise<LegVolumesView> {
  const result = await db.execute<VolumeRow>(sql`
    select n.default_side, m.level, l.left_open_mp, l.right_open_mp, l.left_total_mp, l.right_total_mp,
           d.left_mp as left_today, d.right_mp as right_today
    from members m
    left join network_nodes n on n.member_id = m.id
    left join network_legs l on l.member_id = m.id
    left join network_leg_days d on d.member_id = m.id and d.day = ${utcDay(now)}
    where m.id = ${memberId}`);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND');
  const mp = (value: string | null) => formatMp(Number(value ?? 0));
  return {
    memberId,
    defaultSide: row.default_side ?? 'left',
    canChooseSide: row.level >= 2,
    leftTotal: mp(row.left_total_mp),
    rightTotal: mp(row.right_total_mp),
    leftCarried: mp(row.left_open_mp),
    rightCarried: mp(row.right_open_mp),
    leftToday: mp(row.left_today),
    rightToday: mp(row.right_today),
  };
}
