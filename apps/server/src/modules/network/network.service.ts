// The network's rules behind one facade: placement, leg volumes, the charts and the team list.
// Every method takes the database handle first (the transaction it joins, or the pool).
import { sql } from 'drizzle-orm';
import type { NetworkSide, NetworkTreeKind } from '@mall/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { avatarUrl } from '../member/index.ts';
import { placeMember, placeMissing } from './network.placement.ts';
import { directTeam, isInDownline, treeFrom, type TeamQuery } from './network.trees.ts';
import {
  creditActivation,
  legVolumes,
  pairableLegs,
  takeMatched,
  type MpActivation,
  type PairableLeg,
} from './network.volumes.ts';

export class NetworkService {
  private readonly now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.now = now;
  }

  /** Places a member under their sponsor (idempotent); answers whether this call placed them. */
  place(tx: Tx, memberId: number): Promise<boolean> {
    return placeMember(tx, memberId);
  }

  /** Places every member not yet in the tree, oldest first, one transaction each. */
  placeMissing(db: Db): Promise<number> {
    return placeMissing(db);
  }

  /** Adds an activated order's MP up the tree, once per order (the beneficiary is placed first). */
  async creditActivation(tx: Tx, activation: MpActivation): Promise<number> {
    await placeMember(tx, activation.memberId);
    return creditActivation(tx, activation);
  }

  /** Members whose open volume is > 0 on both legs, memberId > afterMemberId, ordered by memberId. */
  pairableLegs(db: DbOrTx, afterMemberId: number, limit: number): Promise<PairableLeg[]> {
    return pairableLegs(db, afterMemberId, limit);
  }

  /** Subtracts matchedMp from both open legs in one conditional update; refused when either holds less. */
  takeMatched(tx: Tx, memberId: number, matchedMp: number): Promise<void> {
    return takeMatched(tx, memberId, matchedMp);
  }

  volumes(db: DbOrTx, memberId: number) {
    return legVolumes(db, memberId, this.now());
  }

  team(db: DbOrTx, memberId: number, query: TeamQuery) {
    return directTeam(db, memberId, query, (prefix) => avatarUrl(prefix, 200));
  }

  /** A chart for a member: refused unless the root is the viewer or in the viewer's downline of that tree. */
  async treeFor(db: DbOrTx, viewerId: number, kind: NetworkTreeKind, rootId: number, depth: number) {
    if (!(await isInDownline(db, kind, viewerId, rootId))) {
      throw new AppError('FORBIDDEN', 'network.notInDownline', undefined, 'NOT_IN_DOWNLINE');
    }
    return treeFrom(db, kind, rootId, depth);
  }

  /** A chart for the back office: any member. */
  tree(db: DbOrTx, kind: NetworkTreeKind, rootId: number, depth: number) {
    return treeFrom(db, kind, rootId, depth);
  }

  /** Where the member's future sponsored members go; level 2+ only, the others are invited to upgrade. */
  async setDefaultSide(tx: Tx, memberId: number, side: NetworkSide): Promise<{ defaultSide: NetworkSide }> {
    const found = await tx.execute<{ level: number }>(sql`select level from members where id = ${memberId}`);
    const level = found.rows[0]?.level ?? 0;
    if (level < 2) throw new AppError('FORBIDDEN', 'network.upgradeToChooseSide', undefined, 'UPGRADE_REQUIRED');
    await placeMember(tx, memberId);
    await tx.execute(sql`update network_nodes set default_side = ${side} where member_id = ${memberId}`);
    return { defaultSide: side };
  }
}
