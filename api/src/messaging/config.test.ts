import { ConfigError, loadConfig } from '../env';

// The variables of the account, media and messaging domains (env.ts stays the only reader).
describe('account, media and messaging config', () => {
  it('defaults to outbox, local media, generated code secret and active limits', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c.smtpUrl).toBeNull();
    expect(c.smsProviderUrl).toBeNull();
    expect(c.s3).toBeNull();
    expect(c.mailFrom).toMatch(/@/);
    expect(c.codeSecret.length).toBeGreaterThanOrEqual(32);
    expect(c.codeSecretGenerated).toBe(true);
    expect(c.rateLimitDisabled).toBe(false);
    expect(c.codeRateLimit.codeSendPerAccountMax).toBe(3);
    expect(c.codeRateLimit.codeSendPerIpMax).toBe(10);
  });

  it('reads SMTP, SMS, S3, CODE_SECRET and RATE_LIMIT_DISABLED', () => {
    const c = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'WOW Phuket <hello@example.com>',
      SMS_PROVIDER_URL: 'https://sms.example.com/send',
      SMS_PROVIDER_TOKEN: 'tok',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'media',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      CODE_SECRET: 'c'.repeat(40),
      RATE_LIMIT_DISABLED: 'true',
    });
    expect(c.mailFrom).toBe('WOW Phuket <hello@example.com>');
    expect(c.smsProviderUrl).toBe('https://sms.example.com/send');
    expect(c.smsProviderToken).toBe('tok');
    expect(c.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'media',
      region: 'ap-southeast-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(c.codeSecret).toBe('c'.repeat(40));
    expect(c.codeSecretGenerated).toBe(false);
    expect(c.rateLimitDisabled).toBe(true);
  });

  it.each([
    [{ CODE_SECRET: 'too-short' }, /CODE_SECRET/],
    [{ SMS_PROVIDER_URL: 'nope' }, /SMS_PROVIDER_URL/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' }, /S3_ACCESS_KEY_ID/],
    [{ RATE_LIMIT_DISABLED: 'perhaps' }, /RATE_LIMIT_DISABLED/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
