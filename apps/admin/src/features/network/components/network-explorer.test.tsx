import { describe, expect, it } from 'vitest';
import { toTreeItems } from './network-explorer.tsx';

const node = (memberId: number, parentId: number | null, depth: number, childCount: number) => ({
  memberId,
  parentId,
  side: parentId === null ? null : memberId % 2 === 0 ? ('left' as const) : ('right' as const),
  depth,
  name: `m${memberId}`,
  level: 1,
  childCount,
});

describe('the explorer chart', () => {
  it('nests nodes under their parents and leaves nodes with unloaded children openable', () => {
    const items = toTreeItems([node(1, null, 0, 2), node(2, 1, 1, 1), node(3, 1, 1, 0)]);
    expect(items).toHaveLength(1);
    expect(items[0]!.children!.map((item) => [item.key, item.isLeaf])).toEqual([
      [2, false],
      [3, true],
    ]);
    expect(items[0]!.children![0]!.children).toBeUndefined();
  });
});
