// The member's team: the members they sponsored, the sponsor and placement trees below them, and
// the volume of their two placement legs. Back office: the network explorer.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { blankAsAbsent, idInput, intInput, moneyString, optionalIntInput, page, paging } from '../common.ts';

/** The two legs of a binary placement tree. */
export const networkSides = ['left', 'right'] as const;
export type NetworkSide = (typeof networkSides)[number];

/** Which tree a chart draws: who sponsored whom, or where each member is placed. */
export const networkTreeKinds = ['sponsor', 'placement'] as const;
export type NetworkTreeKind = (typeof networkTreeKinds)[number];

/** The deepest a chart loads at once; deeper members load by tapping a node. */
export const NETWORK_TREE_MAX_DEPTH = 5;

export const teamMemberView = z.object({
  memberId: z.number().int(),
  name: z.string(),
  headImage: z.string().nullable(),
  level: z.number().int(),
  /** When they signed up (ISO time). */
  joinedAt: z.string(),
});
export type TeamMemberView = z.infer<typeof teamMemberView>;

export const networkNodeView = z.object({
  memberId: z.number().int(),
  /** The node above in this tree (null for the chart's root). */
  parentId: z.number().int().nullable(),
  /** Placement chart: the parent's side this member sits on; sponsor chart: null. */
  side: z.enum(networkSides).nullable(),
  /** Levels below the chart's root (0 for the root). */
  depth: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  /** How many members sit directly below (0 to 2 in the placement tree). */
  childCount: z.number().int(),
});
export type NetworkNodeView = z.infer<typeof networkNodeView>;

export const treeView = z.object({
  kind: z.enum(networkTreeKinds),
  rootId: z.number().int(),
  depth: z.number().int(),
  /** Every node down to `depth`, parents before children. */
  nodes: z.array(networkNodeView),
});

/** Volumes in MP, written with two decimals like amounts. */
export const legVolumesView = z.object({
  memberId: z.number().int(),
  defaultSide: z.enum(networkSides),
  /** Whether this member may choose the default side (level 2+). */
  canChooseSide: z.boolean(),
  leftTotal: moneyString,
  rightTotal: moneyString,
  /** Volume not yet paired: what stays after a daily settlement is carried forward. */
  leftCarried: moneyString,
  rightCarried: moneyString,
  leftToday: moneyString,
  rightToday: moneyString,
});
export type LegVolumesView = z.infer<typeof legVolumesView>;

const treeQuery = {
  kind: z.enum(networkTreeKinds).default('placement'),
  depth: intInput(z.number().int().min(1).max(NETWORK_TREE_MAX_DEPTH)).default(2),
};

export const team = {
  queryPage: defineCall({
    method: 'POST',
    path: '/mallapi/team/queryPage',
    auth: 'member',
    summary:
      'The members the caller sponsored, newest first; `keyword` matches the name or the mobile, `level` keeps one level',
    body: paging.extend({
      keyword: blankAsAbsent(z.string().trim().max(64)),
      level: optionalIntInput(z.number().int().min(1).max(3)),
    }),
    result: page(teamMemberView),
  }),
  tree: defineCall({
    method: 'POST',
    path: '/mallapi/team/tree',
    auth: 'member',
    summary:
      'The sponsor or placement chart from `rootId` (the caller by default; only the caller or a member of their downline) down to `depth` levels',
    body: z.object({ ...treeQuery, rootId: optionalIntInput(z.number().int().min(1)) }),
    result: treeView,
  }),
  volumes: defineCall({
    method: 'POST',
    path: '/mallapi/team/volumes',
    auth: 'member',
    summary: "The caller's left and right volume: total, carried (not yet paired) and today's new volume",
    result: legVolumesView,
  }),
  setDefaultSide: defineCall({
    method: 'POST',
    path: '/mallapi/team/setDefaultSide',
    auth: 'member',
    summary: 'The side the members the caller sponsors from now on are placed on (level 2+ only)',
    body: z.object({ side: z.enum(networkSides) }),
    result: z.object({ defaultSide: z.enum(networkSides) }),
  }),
};

const readers: readonly OperatorRole[] = ['admin', 'operator', 'finance'];

export const adminNetwork = {
  detail: defineCall({
    method: 'GET',
    path: '/adminapi/network/detail',
    auth: 'operator',
    roles: readers,
    summary: "One member's place in the network: both upline chains, direct downline and leg volumes",
    query: z.object({ memberId: idInput }),
    result: z.object({
      member: teamMemberView.extend({ sponsorId: z.number().int().nullable() }),
      placed: z.boolean(),
      /** Placement ancestors, the parent first. */
      placementUpline: z.array(networkNodeView),
      /** Sponsors up to the company root, the sponsor first. */
      sponsorUpline: z.array(teamMemberView),
      downlineCount: z.number().int(),
      volumes: legVolumesView,
    }),
  }),
  tree: defineCall({
    method: 'GET',
    path: '/adminapi/network/tree',
    auth: 'operator',
    roles: readers,
    summary: 'The sponsor or placement chart from any member down to `depth` levels',
    query: z.object({ ...treeQuery, rootId: idInput }),
    result: treeView,
  }),
};
