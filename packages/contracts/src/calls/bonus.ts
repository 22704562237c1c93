// The bonus engine: a member's bonus summary, and the back office's statistics and daily pairing run.
import { z } from 'zod';
import { bonusKinds } from '../enums.ts';
import { defineCall } from '../call.ts';
import { moneyString } from '../common.ts';

/** A calendar month, "2026-05" (UTC). */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** A UTC day, "2026-05-31". */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  );

const amounts = { paid: moneyString, capped: moneyString };

export const bonusSummary = z.object({
  ...amounts,
  /** What the open leg volume would pay at the next pairing settlement (before caps). */
  pending: moneyString,
  byKind: z.array(z.object({ kind: z.enum(bonusKinds), ...amounts, pending: moneyString })),
  byDay: z.array(z.object({ day: z.string(), kind: z.enum(bonusKinds), ...amounts })),
});
export type BonusSummary = z.infer<typeof bonusSummary>;

export const bonus = {
  summary: defineCall({
    method: 'GET',
    path: '/mallapi/bonus/summary',
    auth: 'member',
    summary: "The caller's bonuses paid, capped and pending, by kind and by day (one month, default the current)",
    query: z.object({ month: month.optional() }),
    result: bonusSummary,
  }),
} as const;

export const bonusStatisticsRow = z.object({
  day: z.string(),
  kind: z.enum(bonusKinds),
  records: z.number().int(),
  ...amounts,
  /** The rounding the company kept. */
  remainder: moneyString,
});

export const pairingLine = z.object({
  memberId: z.number().int(),
  leftMp: z.number().int(),
  rightMp: z.number().int(),
  matchedMp: z.number().int(),
  ...amounts,
});

export const pairingRun = z.object({
  day: z.string(),
  /** Whether leg volumes can be read (the network is wired): without it, nothing settles. */
  available: z.boolean(),
  /** Null for a preview or a day not run. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  members: z.number().int(),
  matchedMp: z.number().int(),
  ...amounts,
  /** The first lines (up to 200), member id order. */
  lines: z.array(pairingLine),
});
export type PairingRunView = z.infer<typeof pairingRun>;

const statsRoles = ['admin', 'finance'] as const;

export const adminBonus = {
  statistics: defineCall({
    method: 'GET',
    path: '/adminapi/bonus/statistics',
    auth: 'operator',
    roles: [...statsRoles],
    summary: 'Bonus totals per day and kind: paid, capped and the rounding kept',
    query: z.object({ from: day, to: day, kind: z.enum(bonusKinds).optional() }),
    result: z.object({
      list: z.array(bonusStatisticsRow),
      totals: z.object({ records: z.number().int(), ...amounts, remainder: moneyString }),
    }),
  }),
  pairingPreview: defineCall({
    method: 'GET',
    path: '/adminapi/bonus/pairingPreview',
    auth: 'operator',
    roles: [...statsRoles],
    summary: 'What the pairing settlement of a day would pay now, without paying',
    query: z.object({ day }),
    result: pairingRun,
  }),
  pairingRun: defineCall({
    method: 'POST',
    path: '/adminapi/bonus/pairingRun',
    auth: 'operator',
    roles: [...statsRoles],
    summary: "Settles a day's pairing now (each member once per day); answers the run's report",
    body: z.object({ day }),
    result: pairingRun,
  }),
  pairingReport: defineCall({
    method: 'GET',
    path: '/adminapi/bonus/pairingReport',
    auth: 'operator',
    roles: [...statsRoles],
    summary: "A day's pairing settlement: totals and its lines",
    query: z.object({ day }),
    result: pairingRun,
  }),
} as const;
