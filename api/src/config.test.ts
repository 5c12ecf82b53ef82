import { ConfigError, DEV_ADMIN_PASSWORD, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const PRODUCTION = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://db:27017/?replicaSet=rs0',
  SESSION_KEYS: 'k'.repeat(32),
  PUBLIC_ORIGIN: 'https://www.example.com',
  ADMIN_PASSWORD: 'a-long-production-secret',
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe('loadConfig', () => {
  it('has working development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      adminUsername: 'admin',
      adminPassword: DEV_ADMIN_PASSWORD,
      mailCatcherPort: 2525,
      jsonBodyLimit: '100kb',
      trustProxyHops: 1,
      mongodbMaxPoolSize: 10,
    });
    expect(config.sessionKeys).toHaveLength(1);
    expect(config.sessionKeys[0]).not.toBe(loadConfig({}).sessionKeys[0]);
    expect(config.allowedOrigins).toContain('http://localhost:3000');
  });

  it('names every bad variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      MONGODB_URI: 'http://nope',
      SMTP_URL: 'not a url',
      ALLOWED_ORIGINS: 'https://ok.example,ftp://bad',
      LOG_LEVEL: 'loud',
      SESSION_KEYS: 'short',
    });
    for (const name of [
      'PORT',
      'MONGODB_URI',
      'SMTP_URL',
      'ALLOWED_ORIGINS',
      'LOG_LEVEL',
      'SESSION_KEYS',
    ]) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    }
  });

  it('takes a replica set seed list as MONGODB_URI and refuses what is no connection string', () => {
    for (const uri of [
      'mongodb://mongo1:27017,mongo2:27017,mongo3:27017/?replicaSet=rs0',
      'mongodb://127.0.0.1:41001,127.0.0.1:41002/freight?replicaSet=rs0&w=majority',
      'mongodb://user:p%40ss@db.internal:27017/',
      'mongodb+srv://user:secret@cluster0.example.mongodb.net/?retryWrites=true',
      'mongodb://[::1]:27017',
    ]) {
      expect(loadConfig({ MONGODB_URI: uri }).mongodbUri).toBe(uri);
    }
    for (const uri of ['http://db:27017', 'mongodb://', 'mongodb://a b:1', 'mongodb://h:1,/x']) {
      expect(problemsOf({ MONGODB_URI: uri })).toEqual([
        expect.stringMatching(/^MONGODB_URI: .*mongodb:\/\/host1:27017,host2:27017/),
      ]);
    }
  });

  it('requires secrets and a real admin password in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: DEV_ADMIN_PASSWORD });
    for (const name of [
      'MONGODB_URI',
      'SESSION_KEYS',
      'PUBLIC_ORIGIN',
      'ADMIN_PASSWORD',
      'SMTP_URL',
    ]) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    }
    expect(problemsOf({ ...PRODUCTION, ADMIN_PASSWORD: '' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD:/),
    ]);
  });

  it('refuses a common or predictable admin password in production, saying why', () => {
    for (const password of ['password1234', 'qwertyuiop123', 'aaaaaaaaaaaa', '123456789012']) {
      expect([password, problemsOf({ ...PRODUCTION, ADMIN_PASSWORD: password })]).toEqual([
        password,
        [expect.stringMatching(/^ADMIN_PASSWORD: This password .* (guess|try first)/)],
      ]);
    }
    expect(
      loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: 'e2e-admin-password-0451' }).adminPassword,
    ).toBe('e2e-admin-password-0451');
  });

  it('takes the trusted proxy hops as a whole number and names the replaced TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY_HOPS: '0' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(problemsOf({ TRUST_PROXY_HOPS: '-1' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY_HOPS:/),
    ]);
    expect(problemsOf({ TRUST_PROXY_HOPS: 'yes' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY_HOPS:/),
    ]);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: was replaced by TRUST_PROXY_HOPS/),
    ]);
  });

  it('takes the pool size as a whole number from 2 to 500', () => {
    expect(loadConfig({ MONGODB_MAX_POOL_SIZE: '40' }).mongodbMaxPoolSize).toBe(40);
    for (const refused of ['1', '501', 'many'])
      expect(problemsOf({ MONGODB_MAX_POOL_SIZE: refused })).toEqual([
        expect.stringMatching(/^MONGODB_MAX_POOL_SIZE:/),
      ]);
  });

  it('accepts a complete production environment', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      env: 'production',
      trustProxyHops: 1,
      sessionKeys: ['k'.repeat(32)],
    });
    expect(config.allowedOrigins).toEqual(['https://www.example.com']);
  });
});
