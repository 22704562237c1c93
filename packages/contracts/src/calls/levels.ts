// Member levels: a member's own level history, and the back office's two-person raise (one
// operator proposes with a reason, a second approves; levels never go down).
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { idInput, intInput, page, paging } from '../common.ts';
import { levelChangeView } from './member.ts';

export const memberLevel = {
  levelHistory: defineCall({
    method: 'POST',
    path: '/mallapi/member/levelHistory',
    auth: 'member',
    summary: "The caller's own level changes, newest first, each with its cause (a set order or an operator)",
    body: paging,
    result: page(levelChangeView),
  }),
} as const;

export const levelRaiseStatuses = ['pending', 'approved', 'rejected'] as const;
export type LevelRaiseStatus = (typeof levelRaiseStatuses)[number];

export const levelRaiseView = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  /** The member's level when the raise was proposed, and the level asked for. */
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.string(),
  status: z.enum(levelRaiseStatuses),
  proposedBy: z.number().int(),
  proposedByName: z.string().nullable(),
  proposedAt: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type LevelRaiseView = z.infer<typeof levelRaiseView>;

/** Proposing is member care (operators, admins); deciding needs a second such operator, never the proposer. */
const levelRoles: readonly OperatorRole[] = ['admin', 'operator'];
const decisionBody = z.object({ id: idInput, note: z.string().trim().max(200).default('') });

export const adminLevels = {
  propose: defineCall({
    method: 'POST',
    path: '/adminapi/levels/propose',
    auth: 'operator',
    roles: levelRoles,
    summary: "Propose raising a member's level (never lowering it), with a reason; a second operator approves",
    body: z.object({
      memberId: idInput,
      level: intInput(z.number().int().min(2).max(3)),
      reason: z.string().trim().min(4).max(200),
    }),
    result: levelRaiseView,
  }),
  approve: defineCall({
    method: 'POST',
    path: '/adminapi/levels/approve',
    auth: 'operator',
    roles: levelRoles,
    summary: 'Approve a pending raise (not its proposer, nor an account linked to them): the level rises now',
    body: decisionBody,
    result: levelRaiseView,
  }),
  reject: defineCall({
    method: 'POST',
    path: '/adminapi/levels/reject',
    auth: 'operator',
    roles: levelRoles,
    summary: 'Reject a pending raise (not its proposer): the level stays',
    body: decisionBody,
    result: levelRaiseView,
  }),
  pending: defineCall({
    method: 'GET',
    path: '/adminapi/levels/pending',
    auth: 'operator',
    roles: levelRoles,
    summary: 'Raises waiting for a second operator, oldest first',
    result: z.object({ list: z.array(levelRaiseView) }),
  }),
  history: defineCall({
    method: 'GET',
    path: '/adminapi/levels/history',
    auth: 'operator',
    roles: levelRoles,
    summary: "One member's level changes newest first, and every raise proposed for them",
    query: z.object({ memberId: idInput }),
    result: z.object({ changes: z.array(levelChangeView), raises: z.array(levelRaiseView) }),
  }),
} as const;
