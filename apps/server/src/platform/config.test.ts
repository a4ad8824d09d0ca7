import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDotEnv, REPO_ROOT, resolveAuthSecret } from './config.ts';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env, '/srv/app');
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
};

describe('loadConfig', () => {
  it('has working defaults for the embedded mode', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      database: { kind: 'pglite', dataDir: path.join(REPO_ROOT, 'data', 'db'), sharedBuffersMb: 16 },
      baseUrl: 'http://localhost:3000',
      authSecret: undefined,
      smtpUrl: undefined,
      google: undefined,
      ai: undefined,
      demoData: true,
      logLevel: 'info',
      trustedOrigins: ['http://localhost:3000', 'http://localhost:5173'],
      trustProxy: false,
      mailFrom: 'Verdant <no-reply@localhost>',
    });
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/verdant',
        DATABASE_URL: 'postgres://u:p@db:5432/verdant',
        BASE_URL: 'https://verdant.example.com/',
        AUTH_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: 'Verdant <hello@example.com>',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        AI_BASE_URL: 'https://ai.example.com/v1',
        AI_API_KEY: 'k',
        AI_MODEL: 'm',
        DEMO_DATA: 'FALSE',
        LOG_LEVEL: 'debug',
        TRUSTED_ORIGINS: 'https://app.example.com, https://admin.example.com/',
        TRUST_PROXY: 'true',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/verdant',
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/verdant' },
      baseUrl: 'https://verdant.example.com',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Verdant <hello@example.com>',
      google: { clientId: 'id', clientSecret: 'secret' },
      ai: { baseUrl: 'https://ai.example.com/v1', apiKey: 'k', model: 'm', transcriptionModel: 'whisper-1' },
      demoData: false,
      logLevel: 'debug',
      trustedOrigins: ['https://verdant.example.com', 'https://app.example.com', 'https://admin.example.com'],
      trustProxy: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', DEMO_DATA: '' }, '/srv/app')).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
      demoData: true,
    });
  });

  it('names every bad variable, one line each', () => {
    const list = problems({
      PORT: '99999',
      DATABASE_URL: 'mysql://x',
      BASE_URL: 'ftp://nope',
      SMTP_URL: 'http://mail',
      DEMO_DATA: 'yes',
      LOG_LEVEL: 'loud',
      TRUSTED_ORIGINS: 'https://ok.example.com,not a url,https://x.example.com/path',
      GOOGLE_CLIENT_ID: 'only-id',
      PGLITE_SHARED_BUFFERS_MB: '0',
    });
    const vars = list.map((p) => p.split(' ')[0]);
    expect(vars).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'BASE_URL',
        'SMTP_URL',
        'DEMO_DATA',
        'LOG_LEVEL',
        'TRUSTED_ORIGINS',
        'GOOGLE_CLIENT_SECRET',
        'PGLITE_SHARED_BUFFERS_MB',
      ]),
    );
    expect(list.find((p) => p.startsWith('PORT'))).toContain('between 1 and 65535');
    expect(list.find((p) => p.startsWith('DEMO_DATA'))).toContain('true or false');
    expect(list.filter((p) => p.startsWith('TRUSTED_ORIGINS'))).toHaveLength(2);
  });

  it('requires AUTH_SECRET with DATABASE_URL, and a long one', () => {
    expect(problems({ DATABASE_URL: 'postgres://db/verdant' })).toEqual([
      expect.stringMatching(/^AUTH_SECRET is required when DATABASE_URL is set/),
    ]);
    expect(problems({ AUTH_SECRET: 'short' })[0]).toMatch(/^AUTH_SECRET must be at least 32 characters/);
    expect(problems({ PORT: 'abc' })[0]).toMatch(/^PORT /);
  });
});

describe('loadDotEnv', () => {
  it('fills unset variables from the file, never overriding the environment', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'verdant-env-'));
    try {
      const file = path.join(dir, '.env');
      writeFileSync(file, '# comment\nPORT=4000\nLOG_LEVEL=debug\nMAIL_FROM="Verdant <a@b.co>"\n');
      const env: NodeJS.ProcessEnv = { PORT: '5000' };
      expect(loadDotEnv(file, env)).toBe(true);
      expect(env).toEqual({ PORT: '5000', LOG_LEVEL: 'debug', MAIL_FROM: 'Verdant <a@b.co>' });
      expect(loadDotEnv(path.join(dir, 'missing'), env)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('resolveAuthSecret', () => {
  it('generates a secret once in DATA_DIR (0600) and reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'verdant-config-'));
    try {
      const config = loadConfig({ DATA_DIR: path.join(dir, 'nested') }, '/');
      const first = resolveAuthSecret(config);
      const file = path.join(dir, 'nested', 'auth-secret');
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(resolveAuthSecret(config)).toBe(first);
      expect(resolveAuthSecret({ ...config, authSecret: 'y'.repeat(40) })).toBe('y'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
