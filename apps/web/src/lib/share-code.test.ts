import { afterEach, describe, expect, it } from 'vitest';
import { keepShareCodes, rememberShareCode, SHARE_CODE_TTL_MS, shareCodeIn, sharedCode } from './share-code.ts';

afterEach(() => window.localStorage.clear());

describe('the kept share code', () => {
  it('reads the code a link carries, normalised, and nothing else', () => {
    expect(shareCodeIn(new URLSearchParams('id=3&shareCode= ab12cd '))).toBe('AB12CD');
    expect(shareCodeIn(new URLSearchParams('id=3'))).toBe('');
    expect(shareCodeIn(new URLSearchParams('shareCode=<script>'))).toBe('');
  });

  it('keeps the newest code until it expires, then forgets it', () => {
    const now = 1_000_000;
    expect(sharedCode(now)).toBe('');
    rememberShareCode('first', now);
    rememberShareCode('second', now);
    expect(sharedCode(now + SHARE_CODE_TTL_MS - 1)).toBe('SECOND');
    expect(sharedCode(now + SHARE_CODE_TTL_MS)).toBe('');
    expect(window.localStorage.getItem('shareCode')).toBeNull();
  });

  it('treats an unreadable value as nothing kept', () => {
    window.localStorage.setItem('shareCode', '{oops');
    expect(sharedCode()).toBe('');
  });

  it('keeps the code of the address the app opens on, and of every address it moves to', () => {
    let search = '?id=3&shareCode=opened';
    let moved = () => {};
    keepShareCodes(
      () => ({ search }),
      (listener) => (moved = listener),
    );
    expect(sharedCode()).toBe('OPENED');
    search = '?id=9';
    moved();
    expect(sharedCode()).toBe('OPENED');
    search = '?id=4&shareCode=later';
    moved();
    expect(sharedCode()).toBe('LATER');
  });
});
