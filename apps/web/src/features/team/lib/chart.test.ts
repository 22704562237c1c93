import { describe, expect, it } from 'vitest';
import type { TeamNode } from '../api/team.ts';
import { nest, ordered, withChildren } from './chart.ts';

const node = (
  memberId: number,
  parentId: number | null,
  depth: number,
  childCount: number,
  side: TeamNode['side'] = null,
) => ({
  memberId,
  parentId,
  side,
  depth,
  name: `m${memberId}`,
  level: 1,
  childCount,
});

describe('the team chart', () => {
  it('nests a loaded chart and marks what is still to load', () => {
    const [root] = nest([node(1, null, 0, 2), node(3, 1, 1, 1, 'right'), node(2, 1, 1, 0, 'left')]);
    expect(ordered(root!.children!).map((item) => item.node.memberId)).toEqual([2, 3]);
    expect(root!.children!.find((item) => item.node.memberId === 3)!.children).toBeUndefined();
    expect(root!.children!.find((item) => item.node.memberId === 2)!.children).toEqual([]);
  });

  it('puts a tapped node’s children in place', () => {
    const tree = nest([node(1, null, 0, 1), node(3, 1, 1, 1, 'right')]);
    const next = withChildren(tree, 3, [node(3, 1, 0, 1), node(4, 3, 1, 0, 'left')]);
    expect(next[0]!.children![0]!.children!.map((item) => item.node.memberId)).toEqual([4]);
  });
});
