import { describe, expect, it } from 'vitest';
import { compareVersions, versionFromHeader } from './app-version.ts';

describe('app versions', () => {
  it('reads the version from the client header', () => {
    expect(versionFromHeader('h5_2.7.5')).toBe('2.7.5');
    expect(versionFromHeader(['2.10.1'])).toBe('2.10.1');
    expect(versionFromHeader('h5')).toBeNull();
    expect(versionFromHeader(undefined)).toBeNull();
  });

  it('compares numerically, part by part', () => {
    expect(compareVersions('2.7.5', '2.10.0')).toBeLessThan(0);
    expect(compareVersions('3.0.0', '2.99.99')).toBeGreaterThan(0);
    expect(compareVersions('2.7.5', '2.7.5')).toBe(0);
  });
});
