// A form with several photo fields is under way while any one of them is still uploading.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useUploadsUnderWay } from './use-uploads-under-way.ts';

describe('uploads under way', () => {
  it('last while any field uploads, and end with the last of them', () => {
    const { result } = renderHook(() => useUploadsUnderWay());
    expect(result.current.underWay).toBe(false);
    act(() => result.current.uploadingIn(1)(true));
    act(() => result.current.uploadingIn(2)(true));
    act(() => result.current.uploadingIn(1)(false));
    expect(result.current.underWay).toBe(true);
    act(() => result.current.uploadingIn(2)(false));
    expect(result.current.underWay).toBe(false);
  });

  it('keep the same state when a field repeats what it said', () => {
    const { result } = renderHook(() => useUploadsUnderWay());
    act(() => result.current.uploadingIn('photos')(false));
    const before = result.current;
    act(() => result.current.uploadingIn('photos')(false));
    expect(result.current.underWay).toBe(before.underWay);
    expect(result.current.uploadingIn).toBe(before.uploadingIn);
  });
});
