import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_UPLOAD_LIMITS } from '@orderprotection/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPOSITORY_ROOT } from '../src/config';
import { secretBox } from '../src/security/secrets';

describe('configuration from the environment', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'op-config-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('has defaults for everything: port 3000, PGlite in .data, the domain upload limits', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      media: { driver: 'local', dir: join(dataDir, 'media') },
      database: { driver: 'pglite', dataDir: join(dataDir, 'pglite') },
      publicUrl: undefined,
      orderTokenTtlSeconds: 7200,
      lookupLimits: { failuresPerClient: 30, failuresPerClientOrder: 10, windowSeconds: 60 },
      claimWriteLimits: { perClaim: 30, perClient: 60, windowSeconds: 3600 },
      trustProxy: false,
      corsOrigins: [],
      demoData: 'auto',
      mediaSweep: { intervalSeconds: 3600, graceSeconds: 3600 },
    });
    expect(config.uploads).toMatchObject(DEFAULT_UPLOAD_LIMITS);
    expect(loadConfig({ SIGNING_SECRET: 'x'.repeat(32) }).dataDir).toBe(join(REPOSITORY_ROOT, '.data'));
  });

  it('keeps platform secrets under SECRETS_KEY, or on the embedded database a key of the signing secret', () => {
    const given = Buffer.alloc(32, 9);
    const withKey = loadConfig({ DATA_DIR: dataDir, SECRETS_KEY: given.toString('base64') });
    expect(Buffer.from(withKey.secretsKey ?? [])).toEqual(given);
    expect(() => loadConfig({ DATA_DIR: dataDir, SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /SECRETS_KEY: Expected 32 bytes/,
    );
    const postgres = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/op' };
    expect(loadConfig(postgres).secretsKey).toBeUndefined();
    // The same signing secret gives the same key after a restart, so what was sealed still opens.
    const sealed = secretBox(loadConfig({ DATA_DIR: dataDir }).secretsKey ?? new Uint8Array()).seal(
      'shpss_1',
    );
    expect(secretBox(loadConfig({ DATA_DIR: dataDir }).secretsKey ?? new Uint8Array()).open(sealed)).toBe(
      'shpss_1',
    );
    expect(() => secretBox(given).open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url').map((byte, index) =>
      index === 0 ? byte ^ 1 : byte,
    );
    const changed = [version, iv, tag, Buffer.from(flipped).toString('base64url')].join('.');
    expect(() =>
      secretBox(loadConfig({ DATA_DIR: dataDir }).secretsKey ?? new Uint8Array()).open(changed),
    ).toThrow();
  });

  it('reads every variable, relative directories from the given folder', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'relative-data',
        DATABASE_URL: 'postgresql://user:pass@db.internal:5432/claims',
        PUBLIC_URL: 'https://claims.example.com/',
        MEDIA_DIR: '/srv/media',
        SIGNING_SECRET: 's'.repeat(40),
        UPLOAD_MAX_PHOTO_BYTES: '1000',
        UPLOAD_MAX_VIDEO_BYTES: '2000',
        UPLOAD_MAX_FILES_PER_CLAIM: '3',
        TRUST_PROXY: 'true',
        CORS_ORIGINS: 'https://a.example, https://b.example',
        DEMO_DATA: 'off',
        MEDIA_SWEEP_INTERVAL_MINUTES: '15',
        MEDIA_SWEEP_GRACE_MINUTES: '1440',
        EMPTY_IS_UNSET: '',
        LOOKUP_FAILURES_PER_CLIENT: '',
        LOOKUP_FAILURES_PER_CLIENT_ORDER: '4',
        LOOKUP_FAILURES_PER_ORDER: '',
      },
      dataDir,
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: join(dataDir, 'relative-data'),
      media: { driver: 'local', dir: '/srv/media' },
      database: { driver: 'postgres', url: 'postgresql://user:pass@db.internal:5432/claims', poolSize: 10 },
      publicUrl: 'https://claims.example.com',
      signingSecret: 's'.repeat(40),
      signingSecretSource: 'environment',
      uploads: { maxPhotoBytes: 1000, maxVideoBytes: 2000, maxFilesPerClaim: 3 },
      trustProxy: true,
      corsOrigins: ['https://a.example', 'https://b.example'],
      demoData: 'off',
      mediaSweep: { intervalSeconds: 900, graceSeconds: 86_400 },
      lookupLimits: { failuresPerClient: 30, failuresPerClientOrder: 4 },
    });
  });

  it('stops with a message naming each bad variable', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: '70000',
        DATABASE_URL: 'mysql://localhost/db',
        PUBLIC_URL: 'claims.example.com',
        SIGNING_SECRET: 'short',
        TRUST_PROXY: 'maybe',
        UPLOAD_MAX_PHOTO_BYTES: '20MB',
        // Shorter than an import may take to commit the rows of the files it wrote.
        MEDIA_SWEEP_GRACE_MINUTES: '1',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return error instanceof Error ? error.message : '';
      }
    })();
    for (const variable of [
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'SIGNING_SECRET',
      'TRUST_PROXY',
      'UPLOAD_MAX_PHOTO_BYTES',
      'MEDIA_SWEEP_GRACE_MINUTES',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    }
  });

  it('keeps media in an S3-compatible bucket when MEDIA_STORAGE is s3, receiving uploads in DATA_DIR', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'claims-media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.media).toEqual({
      driver: 's3',
      bucket: 'claims-media',
      region: 'eu-central-1',
      endpoint: 'https://minio.internal:9000',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret-key' },
      forcePathStyle: true,
      incomingDir: join(dataDir, 'media-incoming'),
    });
    // Without keys, the SDK's own chain (an instance role) signs; AWS itself needs no endpoint.
    expect(
      loadConfig({ DATA_DIR: dataDir, MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'us-east-1' }).media,
    ).toMatchObject({ driver: 's3', endpoint: undefined, credentials: undefined, forcePathStyle: false });
  });

  it('stops with a message naming each missing or misplaced S3 variable', () => {
    const problems = (environment: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...environment });
        return 'no error';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return error instanceof Error ? error.message : '';
      }
    };
    const missing = problems({ MEDIA_STORAGE: 's3', S3_ACCESS_KEY_ID: 'key-id', MEDIA_DIR: '/srv/media' });
    for (const variable of ['S3_BUCKET', 'S3_REGION', 'S3_SECRET_ACCESS_KEY', 'MEDIA_DIR']) {
      expect(missing).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    }
    expect(problems({ MEDIA_STORAGE: 'gcs' })).toMatch(/^ {2}MEDIA_STORAGE: /m);
    expect(
      problems({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'minio:9000' }),
    ).toMatch(/^ {2}S3_ENDPOINT: Expected an http/m);
    // Set without MEDIA_STORAGE=s3, the bucket would be ignored and files kept on this machine alone.
    expect(problems({ S3_BUCKET: 'claims-media' })).toMatch(/^ {2}S3_BUCKET: Set MEDIA_STORAGE=s3/m);
  });

  it('stops when the retired LOOKUP_FAILURES_PER_ORDER is set, saying what replaced it', () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir, LOOKUP_FAILURES_PER_ORDER: '20' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /^ {2}LOOKUP_FAILURES_PER_ORDER: No longer supported: .*per client and order number \(LOOKUP_FAILURES_PER_CLIENT_ORDER\) and per client \(LOOKUP_FAILURES_PER_CLIENT\)/m,
    );
  });

  it('generates the signing secret once, with mode 0600, and reuses it', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.signingSecretSource).toBe('generated');
    expect(first.signingSecret).toMatch(/^[\w-]{43}$/);
    const file = join(dataDir, 'signing-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.signingSecret);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second).toMatchObject({
      signingSecret: first.signingSecret,
      signingSecretSource: 'data directory',
    });
  });

  it('refuses a secret file that is too short instead of weakening it', async () => {
    await writeFile(join(dataDir, 'signing-secret'), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/too short: delete it to regenerate/);
  });
});
