// Settings roles: secrets are write-only, provider URLs admin-only and public, money controls
// need two different admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, adminAuth, adminSettings } from '@mall/contracts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let admin2: string;
let admin3: string;
let operator: string;

async function login(username: string, password: string) {
  return (await t.ok(adminAuth.login, { body: { username, password } })).token;
}

async function newOperator(username: string, roles: ('admin' | 'operator' | 'finance')[]) {
  // Made on the server, as the console makes accounts: the back office would wait for a second admin.
  return signedInOperator(t, { username, password: 'Strong@12345', roles });
}

const smsConfig = (url: string, authHeaderValue: string) => ({
  kind: 'http',
  url,
  authHeaderName: 'X-Api-Key',
  authHeaderValue,
  contentType: 'json',
  bodyTemplate: '{"to":"{mobile}","text":"{text}"}',
});

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await login('admin', 'Admin@123456');
  admin2 = await newOperator('admin2', ['admin']);
  admin3 = await newOperator('admin3', ['admin']);
  operator = await newOperator('content1', ['operator']);
});
afterAll(() => t.close());

const update = (token: string, key: string, value: unknown) =>
  t.call(adminSettings.update, { token, json: true, body: { key, value } as never });

describe('secrets', () => {
  it('are never answered, only set or not set, and masked in the audit log', async () => {
    const saved = await update(admin, 'smsProvider', smsConfig('https://sms.example.com/send', 'top-secret-1'));
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.envelope)).not.toContain('top-secret-1');
    const rows = await t.ok(adminSettings.list, { token: admin });
    const row = rows.find((r) => r.key === 'smsProvider')!;
    expect(row.value).toMatchObject({ authHeaderValue: '' });
    expect(row.secrets).toEqual({ authHeaderValue: true });
    const log = await t.ok(adminAudit.page, { token: admin, query: { action: 'settings.update' } });
    expect(JSON.stringify(log)).not.toContain('top-secret-1');
  });

  it('keeps the stored secret when an edit leaves it empty', async () => {
    await update(admin, 'smsProvider', smsConfig('https://sms2.example.com/send', ''));
    const stored = await t.services.settings.get(t.db, 'smsProvider');
    expect(stored).toMatchObject({ url: 'https://sms2.example.com/send', authHeaderValue: 'top-secret-1' });
  });
});

describe('provider settings', () => {
  it('are hidden from and closed to the operator role', async () => {
    const rows = await t.ok(adminSettings.list, { token: operator });
    expect(rows.map((r) => r.key)).not.toContain('smsProvider');
    expect(rows.map((r) => r.key)).not.toContain('oauthProviders');
    expect(rows.map((r) => r.key)).toContain('productName');
    const refused = await update(operator, 'smsProvider', smsConfig('https://evil.example.com/', 'x'));
    expect(refused.status).toBe(403);
  });

  it.each([
    'http://127.0.0.1:9/send',
    'http://localhost/send',
    'http://10.0.0.5/send',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0.0.0.0/',
    'http://localhost./',
  ])('refuse a gateway at %s, naming the field', async (url) => {
    const { status, envelope } = await update(admin, 'smsProvider', smsConfig(url, 'x'));
    expect(status).toBe(400);
    expect(envelope.message).toMatch(/^smsProvider: must not point at this machine or a private network$/);
  });

  it.each(['https://sms.example.com/send', 'https://8.8.8.8/send', 'https://[2001:4860:4860::8888]/send'])(
    'accept a public gateway at %s',
    async (url) => {
      expect((await update(admin, 'smsProvider', smsConfig(url, ''))).status).toBe(200);
    },
  );

  it('refuse OAuth endpoints on private addresses', async () => {
    const { status, envelope } = await update(admin, 'oauthProviders', [
      {
        key: 'corp',
        name: 'Corp',
        authorizeUrl: 'https://id.example.com/authorize',
        tokenUrl: 'http://10.1.2.3/token',
        userinfoUrl: 'https://id.example.com/userinfo',
        clientId: 'c',
        scope: 'openid',
        subjectField: 'sub',
        nameField: 'name',
        isEnabled: true,
      },
    ]);
    expect(status).toBe(400);
    expect(envelope.message).toMatch(/^oauthProviders: must not point at/);
  });

  it('refuse a host that resolves to a private address at send time', async () => {
    const { outboundRequest, publicOnlyLookup } = await import('../../lib/outbound.ts');
    // A public-looking name is only known to be safe once resolved: every address is checked.
    const resolved = await new Promise<unknown>((resolve) =>
      publicOnlyLookup('localhost', {}, (error, address) => resolve(error ?? address)),
    );
    expect(resolved).toBeInstanceOf(Error);
    await expect(
      outboundRequest('http://127.0.0.1:9/', { method: 'GET', headers: {}, timeoutMs: 2000, allowPrivate: false }),
    ).rejects.toThrow(/PRIVATE_URL/);
  });
});

describe('money controls', () => {
  it('cannot be changed by the operator role', async () => {
    const { status } = await update(operator, 'ledgerAdjustmentApprovalMinor', 999_999_999);
    expect(status).toBe(403);
  });

  it('take effect only when a second admin approves', async () => {
    const before = await t.services.settings.get(t.db, 'ledgerAdjustmentApprovalMinor');
    const proposed = await update(admin, 'ledgerAdjustmentApprovalMinor', 200_000);
    expect(proposed.status).toBe(200);
    const id = proposed.envelope.result!.pendingChangeId!;
    expect(id).toBeGreaterThan(0);
    expect(await t.services.settings.get(t.db, 'ledgerAdjustmentApprovalMinor')).toBe(before);
    // Not by the proposer.
    const own = await t.call(adminSettings.approve, { token: admin, json: true, body: { id } });
    expect(own.status).toBe(403);
    // A second proposal while one is open is refused.
    expect((await update(admin2, 'ledgerAdjustmentApprovalMinor', 1)).status).toBe(409);
    const pending = await t.ok(adminSettings.pending, { token: admin2 });
    expect(pending).toMatchObject([
      { id, key: 'ledgerAdjustmentApprovalMinor', value: 200_000, proposedByName: 'admin' },
    ]);
    await t.ok(adminSettings.approve, { token: admin2, json: true, body: { id } });
    expect(await t.services.settings.get(t.db, 'ledgerAdjustmentApprovalMinor')).toBe(200_000);
    const log = await t.ok(adminAudit.page, { token: admin, query: { action: 'settings.approve' } });
    expect(log.list[0]).toMatchObject({ operatorName: 'admin2', targetId: 'ledgerAdjustmentApprovalMinor' });
  });

  it('apply exactly once when two admins approve at the same time', async () => {
    const proposed = await update(admin, 'ledgerAdjustmentApprovalMinor', 300_000);
    const id = proposed.envelope.result!.pendingChangeId!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(i % 2 === 0 ? adminSettings.approve : adminSettings.reject, {
          token: i % 4 < 2 ? admin2 : admin3,
          json: true,
          body: { id },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const approvals = await t.ok(adminAudit.page, { token: admin, query: { action: 'settings.approve' } });
    const rejections = await t.ok(adminAudit.page, { token: admin, query: { action: 'settings.reject' } });
    expect(approvals.total + rejections.total).toBe(2);
  });

  it('open one proposal only, however many admins propose at once', async () => {
    const answers = await Promise.all(
      [admin, admin2, admin3, admin, admin2, admin3].map((token, i) =>
        update(token, 'ledgerAdjustmentApprovalMinor', 400_000 + i),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await t.ok(adminSettings.pending, { token: admin })).toHaveLength(1);
  });
});
