// The chart's data: nodes as the server sends them (parents first) nested for drawing, and the
// children of a tapped node put in place.
import type { TeamNode } from '../api/team.ts';

export interface ChartNode {
  node: TeamNode;
  /** Undefined while not loaded (a node whose children lie deeper than the chart loaded). */
  children?: ChartNode[];
}

export function nest(nodes: readonly TeamNode[]): ChartNode[] {
  const byId = new Map<number, ChartNode>();
  const roots: ChartNode[] = [];
  for (const node of nodes) {
    const item: ChartNode = { node };
    byId.set(node.memberId, item);
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children = [...(parent.children ?? []), item];
    else roots.push(item);
  }
  // Members whose children the chart holds, or who have none, are complete.
  for (const item of byId.values()) if (!item.children && item.node.childCount === 0) item.children = [];
  return roots;
}

/** The tree with `memberId`'s children set to the loaded ones (depth 1 below it). */
export function withChildren(items: readonly ChartNode[], memberId: number, loaded: readonly TeamNode[]): ChartNode[] {
  return items.map((item) => {
    if (item.node.memberId === memberId) {
      const below = nest(loaded.filter((node) => node.depth === 1).map((node) => ({ ...node, parentId: null })));
      return { ...item, children: below };
    }
    return item.children ? { ...item, children: withChildren(item.children, memberId, loaded) } : item;
  });
}

/** Placement children in their sides' order, left first. */
export function ordered(children: readonly ChartNode[]): ChartNode[] {
  const rank = (item: ChartNode) => (item.node.side === 'right' ? 1 : 0);
  return [...children].sort((a, b) => rank(a) - rank(b));
}
