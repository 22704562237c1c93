import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

const secret = 'a-shared-link-secret-of-enough-length-0123';

describe('private link secret', () => {
  it('stops a production start without one, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PRIVATE_LINK_SECRET: required in production/);
  });

  it('is taken as given in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', PRIVATE_LINK_SECRET: secret }).privateLinkSecret).toBe(secret);
  });

  it('refuses a short one anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PRIVATE_LINK_SECRET: 'short' })).toThrow(/PRIVATE_LINK_SECRET/);
  });

  it('is made up per process outside production', () => {
    const first = loadConfig({ NODE_ENV: 'development' }).privateLinkSecret;
    const second = loadConfig({ NODE_ENV: 'test' }).privateLinkSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).not.toBe(first);
  });
});

describe('file store', () => {
  const bucket = {
    FILE_STORE: 's3',
    S3_BUCKET: 'shop-files',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'the-secret-key-value',
  };

  it('keeps files in the local folders by default', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'local' });
  });

  it('reads the bucket settings', () => {
    const config = loadConfig({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(config.fileStore).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'the-secret-key-value',
      forcePathStyle: true,
    });
  });

  it('names what is wrong, never a secret', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ FILE_STORE: 's3' }, /S3_BUCKET: required when FILE_STORE=s3/],
      [{ ...bucket, S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET: a bucket name/],
      [{ ...bucket, S3_ACCESS_KEY_ID: '' }, /S3_ACCESS_KEY_ID/],
      [
        { FILE_STORE: 's3', S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 'the-secret-key-value' },
        /S3_ACCESS_KEY_ID: set .* together/,
      ],
      [{ ...bucket, S3_ENDPOINT: 'ftp://files.example' }, /S3_ENDPOINT: an http or https URL/],
      [{ S3_BUCKET: 'shop-files' }, /S3_BUCKET: set, but FILE_STORE is not s3/],
      [{ ...bucket, FILE_STORE: 'gcs' }, /FILE_STORE/],
    ];
    for (const [env, message] of cases) {
      let thrown = '';
      try {
        loadConfig(env);
      } catch (error) {
        thrown = (error as Error).message;
      }
      expect(thrown, JSON.stringify(env)).toMatch(message);
      expect(thrown).not.toContain('the-secret-key-value');
    }
  });
});
