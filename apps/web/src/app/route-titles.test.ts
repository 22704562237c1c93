// The address form's title says what it does: a new address, or editing one.
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths.ts';
import { pageRoutes } from './routes.tsx';

function titleAt(path: string, search: string) {
  const title = pageRoutes.find((route) => route.path === path)?.handle.title;
  return typeof title === 'function' ? title(new URLSearchParams(search)) : title;
}

describe('page titles', () => {
  it('names the address form new without an id and edit with one', () => {
    expect(titleAt(paths.addressManage, '')).toBe('webAddress.title.new');
    expect(titleAt(paths.addressManage, 'id=3')).toBe('webAddress.title.manage');
  });
});
