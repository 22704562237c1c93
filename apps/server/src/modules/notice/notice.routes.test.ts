// Notices and system notifications through the API: a refund event tells its member only, in each
// of the four languages; read marks and unread counts; level audiences; a scheduled notice hidden
// until the publishing job runs at its time; another member's notification stays theirs; the
// homepage top alert's dismissal; the webview allow-list.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNotice, member, memberAlert, notice, webview } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { publish } from '../events/index.ts';
import { DEMO_MEMBER_PASSWORD } from '../../seed/demo.ts';
import { createMember, createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let operatorToken: string;
const buyer = { id: 0, token: '' };
const other = { id: 0, token: '' };
const vip = { id: 0, token: '' };

async function signedIn(username: string, level = 1) {
  const row = await createMember(t.services, { username, level });
  const { token } = await t.ok(member.login, { body: { username, password: DEMO_MEMBER_PASSWORD } });
  return { id: row.id, token };
}

async function relayAll(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const result = await relayOnce(t.services);
    if (result.events === 0 && result.done === 0) return;
  }
}

async function refundEvent(afterSaleId: number, memberId: number, amountMinor: number) {
  await withTransaction(t.db, (tx) =>
    publish(tx, 'aftersale.refunded', String(afterSaleId), {
      afterSaleId,
      orderId: 9000 + afterSaleId,
      memberId,
      amountMinor,
      at: new Date().toISOString(),
    }),
  );
  await relayAll();
}

const page = (token: string, kind: 'notice' | 'system' | 'points', lang = 'en_US') =>
  t.ok(notice.queryPage, { body: { kind }, token, lang });

beforeAll(async () => {
  t = await createTestApp();
  operatorToken = await signedInOperator(t, { username: 'content_op', password: 'Op@123456789', roles: ['operator'] });
  Object.assign(buyer, await signedIn('notice_buyer'));
  Object.assign(other, await signedIn('notice_other'));
  Object.assign(vip, await signedIn('notice_vip', 2));
});
afterAll(() => t.close());

describe('system notifications', () => {
  it('a refund tells its member only, once, rendered in each of the four languages', async () => {
    await refundEvent(1, buyer.id, 12_345);
    await refundEvent(1, buyer.id, 12_345);
    const en = await page(buyer.token, 'system');
    expect(en.list).toHaveLength(1);
    expect(en.list[0]).toMatchObject({ kind: 'system', title: 'Refund paid', isRead: false });
    expect(en.list[0]!.content).toBe('The refund of 123.45 for order 9001 has been paid to your account.');
    expect((await page(buyer.token, 'system', 'zh_CN')).list[0]!.title).toBe('退款已到账');
    expect((await page(buyer.token, 'system', 'zh_HK')).list[0]!.title).toBe('退款已到賬');
    expect((await page(buyer.token, 'system', 'th_TH')).list[0]!.title).toBe('คืนเงินแล้ว');
    expect((await page(other.token, 'system')).list).toEqual([]);
    expect(await t.ok(notice.unreadCount, { token: other.token })).toEqual({
      notice: 0,
      system: 0,
      points: 0,
      total: 0,
    });
  });

  it('a withdrawal paid, beans sold and a feedback reply each tell their member', async () => {
    const seller = await signedIn('notice_seller');
    const at = new Date().toISOString();
    await withTransaction(t.db, async (tx) => {
      await publish(tx, 'withdrawal.completed', '71', {
        withdrawalId: 71,
        memberId: seller.id,
        amountMinor: 10_000,
        feeMinor: 0,
        taxMinor: 300,
        netMinor: 9_700,
        bankReference: 'KB-1',
        at,
      });
      await publish(tx, 'beans.order_paid', '72', {
        orderId: 72,
        sellerId: seller.id,
        buyerId: other.id,
        beansMinor: 10_000,
        totalMinor: 9_000,
        currency: 'THB',
        payMethod: 'QR',
        at,
      });
      await publish(tx, 'feedback.replied', '73:1', { feedbackId: 73, memberId: seller.id, messageId: 1, at });
    });
    await relayAll();
    const titles = (await page(seller.token, 'system')).list.map((row) => row.title).sort();
    expect(titles).toEqual(['Beans sold', 'Customer service replied', 'Withdrawal paid']);
    const paid = (await page(seller.token, 'system')).list.find((row) => row.title === 'Withdrawal paid')!;
    expect(paid.content).toBe('Your withdrawal of 100.00 was transferred; 97.00 reaches your bank.');
    expect((await page(other.token, 'system')).list.map((row) => row.title)).not.toContain('Beans sold');
  });

  it('keeps read state on the server: opening marks one read, mark-all clears the kind', async () => {
    await refundEvent(2, buyer.id, 100);
    await refundEvent(3, buyer.id, 200);
    expect(await t.ok(notice.unreadCount, { token: buyer.token })).toMatchObject({ system: 3, total: 3 });
    const [newest] = (await page(buyer.token, 'system')).list;
    const opened = await t.ok(notice.detail, { query: { kind: 'system', id: newest!.id }, token: buyer.token });
    expect(opened).toMatchObject({ id: newest!.id, isRead: true });
    expect(await t.ok(notice.unreadCount, { token: buyer.token })).toMatchObject({ system: 2, total: 2 });
    const counts = await t.ok(notice.markRead, { body: { kind: 'system' }, token: buyer.token });
    expect(counts).toEqual({ notice: 0, system: 0, points: 0, total: 0 });
    expect((await page(buyer.token, 'system')).list.every((entry) => entry.isRead)).toBe(true);
  });

  it('pages by keyset, newest first', async () => {
    const first = await t.ok(notice.queryPage, { body: { kind: 'system', pageSize: 2 }, token: buyer.token });
    expect(first.hasMore).toBe(true);
    const rest = await t.ok(notice.queryPage, {
      body: { kind: 'system', pageSize: 2, lastId: first.list[1]!.id },
      token: buyer.token,
    });
    expect(rest.hasMore).toBe(false);
    const ids = [...first.list, ...rest.list].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(3);
  });

  it('another member can neither read nor mark one of them', async () => {
    const [mine] = (await page(buyer.token, 'system')).list;
    const read = await t.call(notice.detail, { query: { kind: 'system', id: mine!.id }, token: other.token });
    expect(read.status).toBe(404);
    const mark = await t.call(notice.markRead, { body: { kind: 'system', id: mine!.id }, token: other.token });
    expect(mark.status).toBe(404);
  });
});

describe('operator notices', () => {
  const save = (body: Record<string, unknown>) =>
    t.ok(adminNotice.notice.save, { body, token: operatorToken, json: true });

  it('reach their audience: all members, or a level and above', async () => {
    await save({ title: { zh_CN: '全体', en_US: 'Everyone' }, content: { zh_CN: '内容', en_US: 'Body' } });
    await save({
      title: { zh_CN: 'VIP 专享', en_US: 'VIP only' },
      content: { zh_CN: '内容' },
      audience: 'level',
      level: 2,
    });
    expect((await page(vip.token, 'notice')).list.map((entry) => entry.title)).toEqual(['VIP only', 'Everyone']);
    expect((await page(other.token, 'notice')).list.map((entry) => entry.title)).toEqual(['Everyone']);
    expect((await page(other.token, 'notice', 'zh_CN')).list[0]!.title).toBe('全体');
    expect(await t.ok(notice.unreadCount, { token: vip.token })).toMatchObject({ notice: 2 });
    await t.ok(notice.markRead, { body: { kind: 'notice' }, token: vip.token });
    expect(await t.ok(notice.unreadCount, { token: vip.token })).toMatchObject({ notice: 0 });
    expect(await t.ok(notice.unreadCount, { token: other.token })).toMatchObject({ notice: 1 });
  });

  it('a scheduled notice is invisible until the job publishes it at its time', async () => {
    const real = new Date();
    const at = new Date(real.getTime() + 3_600_000);
    const saved = await save({
      title: { zh_CN: '稍后', en_US: 'Later' },
      content: { zh_CN: '内容' },
      publishAt: at.toISOString(),
    });
    expect(saved.state).toBe('scheduled');
    const notices = t.services.notices;
    expect(await notices.admin.publishDue(t.db, new Date(at.getTime() - 1000))).toBe(0);
    expect((await page(other.token, 'notice')).list.map((entry) => entry.title)).not.toContain('Later');
    const direct = await t.call(notice.detail, { query: { kind: 'notice', id: saved.id }, token: other.token });
    expect(direct.status).toBe(404);
    expect(await notices.admin.publishDue(t.db, at)).toBe(1);
    expect((await page(other.token, 'notice')).list[0]!.title).toBe('Later');
  });
});

describe('the notice editor', () => {
  it('is for admins and operators only, and every save is audited', async () => {
    const finance = await signedInOperator(t, {
      username: 'finance_op',
      password: 'Fin@123456789',
      roles: ['finance'],
    });
    const body = { title: { zh_CN: '财务' }, content: { zh_CN: '内容' } };
    expect((await t.call(adminNotice.notice.save, { body, token: finance, json: true })).status).toBe(403);
    expect((await t.call(adminNotice.notice.list, { token: finance })).status).toBe(403);
    const saved = await t.ok(adminNotice.notice.save, { body, token: operatorToken, json: true });
    const { rows } = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where target_type = 'notice' and target_id = ${String(saved.id)}`,
    );
    expect(rows.map((row) => row.action)).toEqual(['content.notice.save']);
  });
});

describe('homepage top alert', () => {
  it('shows the newest homepage-top notice until the member dismisses it, for that member only', async () => {
    expect(await t.ok(memberAlert.getHomepageTop, { token: buyer.token })).toBeNull();
    const top = await t.ok(adminNotice.notice.save, {
      body: { title: { zh_CN: '置顶', en_US: 'Top news' }, content: { zh_CN: '内容' }, isHomepageTop: true },
      token: operatorToken,
      json: true,
    });
    expect(await t.ok(memberAlert.getHomepageTop, { token: buyer.token })).toMatchObject({
      id: top.id,
      title: 'Top news',
    });
    expect(await t.ok(memberAlert.updateHomepageTop, { body: { id: top.id }, token: buyer.token })).toBeNull();
    expect(await t.ok(memberAlert.getHomepageTop, { token: buyer.token })).toBeNull();
    expect(await t.ok(memberAlert.getHomepageTop, { token: other.token })).toMatchObject({ id: top.id });
  });
});

describe('webview allow-list', () => {
  it('opens only links whose origin operators listed; anything else is refused', async () => {
    await withTransaction(t.db, (tx) =>
      t.services.settings.update(tx, 'webviewOrigins', ['https://help.example.com'], null),
    );
    expect(await t.ok(webview.check, { query: { url: 'https://help.example.com/faq?a=1' } })).toEqual({
      url: 'https://help.example.com/faq?a=1',
    });
    for (const url of [
      'https://evil.example.net/',
      'https://help.example.com.evil.example.net/',
      'https://help.example.com@evil.example.net/',
      'http://help.example.com/',
      'javascript:alert(1)',
      '//help.example.com/',
    ]) {
      const refused = await t.call(webview.check, { query: { url } });
      expect(refused.status, url).toBe(403);
      expect(refused.envelope.error).toBe('WEBVIEW_NOT_ALLOWED');
    }
  });
});
