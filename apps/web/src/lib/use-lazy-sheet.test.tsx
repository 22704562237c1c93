import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useLazySheet } from './use-lazy-sheet.ts';

afterEach(cleanup);

describe('useLazySheet', () => {
  it('mounts the sheet only once opened, and keeps it mounted after it closes', () => {
    const { result } = renderHook(() => useLazySheet());
    expect(result.current).toMatchObject({ isMounted: false, isOpen: false });
    act(() => result.current.open());
    expect(result.current).toMatchObject({ isMounted: true, isOpen: true });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ isMounted: true, isOpen: false });
    act(() => result.current.open());
    expect(result.current).toMatchObject({ isMounted: true, isOpen: true });
  });
});
