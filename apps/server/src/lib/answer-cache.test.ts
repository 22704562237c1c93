import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './answer-cache.ts';

describe('the encoding a prepared answer goes out in', () => {
  it('follows the client: brotli first, gzip next, plain when neither is accepted', () => {
    expect(chooseEncoding('br, gzip')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
  });
});
