import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { networkSides } from '@mall/contracts';
import { memberTable } from '../member/index.ts';

/**
 * One row per placed member: where they sit in the binary placement tree. `(parent_id, side)` is
 * unique, so the database itself refuses a third child or two children on one side.
 */
export const networkNodes = pgTable(
  'network_nodes',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => memberTable.id),
    /** Null only for a tree's root (the company root member). */
    parentId: integer('parent_id'),
    /** Which side of the parent this member sits on; null for a root. */
    side: text('side', { enum: networkSides }),
    /** Where the member's own sponsored members are placed; only level 2+ may change it. */
    defaultSide: text('default_side', { enum: networkSides }).notNull().default('left'),
    depth: integer('depth').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('network_nodes_parent_side').on(table.parentId, table.side),
    check('network_nodes_root_shape', sql`(${table.parentId} is null) = (${table.side} is null)`),
  ],
);

/**
 * The closure of the placement tree: one row per (ancestor, descendant) pair, the member itself
 * at depth 0. `side` is the ancestor's leg the descendant is in (null at depth 0). A downline is
 * one range scan of the primary key; an upline one scan of the descendant index.
 */
export const networkPaths = pgTable(
  'network_paths',
  {
    ancestorId: integer('ancestor_id').notNull(),
    descendantId: integer('descendant_id').notNull(),
    depth: integer('depth').notNull(),
    side: text('side', { enum: networkSides }),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.depth, table.descendantId] }),
    index('network_paths_descendant_idx').on(table.descendantId, table.depth),
  ],
);

/**
 * Each member's two legs, in whole MP (the unit of `orders.reward_mp`): the open volume waits
 * for pairing (what stays after a settlement is the carried volume), the total only grows.
 */
export const networkLegs = pgTable(
  'network_legs',
  {
    memberId: integer('member_id').primaryKey(),
    leftOpenMp: bigint('left_open_mp', { mode: 'number' }).notNull().default(0),
    rightOpenMp: bigint('right_open_mp', { mode: 'number' }).notNull().default(0),
    leftTotalMp: bigint('left_total_mp', { mode: 'number' }).notNull().default(0),
    rightTotalMp: bigint('right_total_mp', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'network_legs_not_negative',
      sql`${table.leftOpenMp} >= 0 and ${table.rightOpenMp} >= 0 and ${table.leftOpenMp} <= ${table.leftTotalMp} and ${table.rightOpenMp} <= ${table.rightTotalMp}`,
    ),
    index('network_legs_pairable_idx')
      .on(table.memberId)
      .where(sql`${table.leftOpenMp} > 0 and ${table.rightOpenMp} > 0`),
  ],
);

/** New volume per member, leg and day (the shop's day of the activation): "today's new volume". */
export const networkLegDays = pgTable(
  'network_leg_days',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    leftMp: bigint('left_mp', { mode: 'number' }).notNull().default(0),
    rightMp: bigint('right_mp', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

/** One row per order whose MP was added up the tree: a replayed activation adds nothing. */
export const networkCredits = pgTable('network_credits', {
  orderId: integer('order_id').primaryKey(),
  memberId: integer('member_id').notNull(),
  rewardMp: integer('reward_mp').notNull(),
  /** How many ancestors' legs it reached. */
  ancestors: integer('ancestors').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
