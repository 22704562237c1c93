// Gift cards: codes with a check character, generated in batches by the right operators,
// redeemed once (also by 64 members at once), not after expiry or voiding, crediting the named
// balance once from the GIFT_CARD account; wrong codes answer the spec's text in every language.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGiftCard, giftCard, member } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { auditLedger } from '../ledger/index.ts';
import { createMember, createTestApp, formEncode, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { isWellFormed, newCode, normaliseCode } from './giftcard.codes.ts';

let t: TestApp;
let marketing: string;
let finance: string;
let seq = 0;

/** A member without a session, sharing one password hash: for the many a race or a guess needs. */
async function quickMember(): Promise<number> {
  const { rows } = await t.db.execute<{ password_hash: string; sponsor_id: number }>(sql`
    select password_hash, id as sponsor_id from members order by id limit 1`);
  const row = await withTransaction(t.db, (tx) =>
    t.services.members.create(tx, {
      username: `gcq_${process.pid}_${seq++}`,
      password: '',
      passwordHash: rows[0]!.password_hash,
      sponsorId: Number(rows[0]!.sponsor_id),
    }),
  );
  return row.id;
}

async function freshMember(): Promise<{ id: number; token: string }> {
  const username = `gc_${process.pid}_${seq++}`;
  const row = await createMember(t.services, { username });
  const login = await t.ok(member.login, { body: { username, password: 'Demo@123456' } });
  return { id: row.id, token: login.token };
}

async function generate(body: Record<string, unknown>) {
  return t.ok(adminGiftCard.generate, {
    token: marketing,
    body: { name: 'Beans 10', asset: 'BEANS', value: '10', count: 3, key: `batch-${seq++}-key`, ...body },
  });
}

const codesOf = (csv: string | null) =>
  csv!
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]!);

async function balance(memberId: number, asset: string): Promise<number> {
  const { rows } = await t.db.execute<{ balance: string }>(sql`
    select balance from ledger_accounts where member_id = ${memberId} and asset = ${asset}`);
  return Number(rows[0]?.balance ?? 0);
}

/** A redemption from a chosen address, as the client sends it. */
async function redeemFrom(token: string, code: string, ip: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: giftCard.redeem.path,
    remoteAddress: ip,
    headers: { token, lang: 'en_US', 'app-version': 'h5_2.7.5', 'content-type': 'application/x-www-form-urlencoded' },
    payload: formEncode({ code }),
  });
  return response.json() as { success: boolean; error?: string; message?: string };
}

beforeAll(async () => {
  t = await createTestApp();
  marketing = await signedInOperator(t, { username: 'gc_marketing', password: 'Op@2026secure!', roles: ['operator'] });
  finance = await signedInOperator(t, { username: 'gc_finance', password: 'Op@2026secure!', roles: ['finance'] });
});
afterAll(() => t.close());

describe('gift-card codes', () => {
  it('are 16 characters of Crockford base 32 in groups of four, the last a check character', () => {
    const codes = Array.from({ length: 200 }, newCode);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      const stored = normaliseCode(code);
      expect(isWellFormed(stored)).toBe(true);
      expect(isWellFormed(normaliseCode(code.toLowerCase().replace(/-/g, ' ')))).toBe(true);
      // Any one character changed, or two different neighbours swapped, fails the check.
      const changed = stored.slice(0, 3) + (stored[3] === 'A' ? 'B' : 'A') + stored.slice(4);
      expect(isWellFormed(changed)).toBe(false);
      // (Luhn mod 32 misses only the swap of 0 and Z, as mod 10 misses 09 and 90.)
      const i = [...stored].findIndex(
        (c, k) => k < 14 && c !== stored[k + 1] && `${c}${stored[k + 1]}` !== '0Z' && `${c}${stored[k + 1]}` !== 'Z0',
      );
      const swapped = stored.slice(0, i) + stored[i + 1] + stored[i] + stored.slice(i + 2);
      expect(isWellFormed(swapped)).toBe(false);
    }
  });
});

describe('redeeming an exchange card', () => {
  it('lets only marketing operators generate, answering the codes once as CSV', async () => {
    const refused = await t.call(adminGiftCard.generate, {
      token: finance,
      body: { name: 'x', asset: 'BEANS', value: '1', count: 1, key: 'finance-try-1' },
    });
    expect(refused.status).toBe(403);
    const first = await generate({ key: 'same-key-123' });
    expect(first.created).toBe(true);
    expect(codesOf(first.csv)).toHaveLength(3);
    const again = await generate({ key: 'same-key-123' });
    expect(again).toMatchObject({ created: false, csv: null, batch: { id: first.batch.id } });
    const { rows } = await t.db.execute(sql`select * from audit_log where action = 'giftCard.generate'`);
    expect(JSON.stringify(rows)).not.toContain(codesOf(first.csv)[0]);
  });

  it('credits the named balance once from the GIFT_CARD account; a second try gets the spec text', async () => {
    const { csv } = await generate({ asset: 'BEANS', value: '10' });
    const [code] = codesOf(csv);
    const m = await freshMember();
    const card = await t.ok(giftCard.redeem, { token: m.token, body: { code: code!.toLowerCase() } });
    expect(card).toMatchObject({ asset: 'BEANS', value: '10.00', codeTail: normaliseCode(code!).slice(-4) });
    expect(await balance(m.id, 'BEANS')).toBe(1000);
    for (const [lang, text] of [
      ['en_US', 'Redeem code wrong or expired, please contact customer service'],
      ['zh_CN', '兑换码错误或已过期，请联系客服'],
      ['zh_HK', '兌換碼錯誤或已過期，請聯繫客服'],
      ['th_TH', 'รหัสแลกไม่ถูกต้องหรือหมดอายุแล้ว โปรดติดต่อฝ่ายบริการลูกค้า'],
    ] as const) {
      const again = await t.call(giftCard.redeem, { token: m.token, lang, body: { code: code! } });
      expect(again.envelope).toMatchObject({ success: false, error: 'GIFT_CARD_INVALID', message: text });
    }
    expect(await balance(m.id, 'BEANS')).toBe(1000);
    const page = await t.ok(giftCard.myPage, { token: m.token, body: {} });
    expect(page.list.map((c) => c.id)).toEqual([card.id]);
    expect(await t.ok(giftCard.detail, { token: m.token, query: { id: card.id } })).toEqual(card);
    const other = await freshMember();
    expect((await t.call(giftCard.detail, { token: other.token, query: { id: card.id } })).status).toBe(404);
    const redemptions = await t.ok(adminGiftCard.redemptions, { token: finance, body: { id: await batchOf(card.id) } });
    expect(redemptions.list).toEqual([expect.objectContaining({ cardId: card.id, memberId: m.id })]);
  });

  it('refuses a code after its batch expires or is voided', async () => {
    const m = await freshMember();
    const soon = new Date(Date.now() + 60_000).toISOString();
    const expiring = codesOf((await generate({ asset: 'CASH_GIFT', value: '5', expiresAt: soon })).csv);
    t.services.giftCards.clock = () => new Date(Date.now() + 120_000);
    try {
      const late = await t.call(giftCard.redeem, { token: m.token, body: { code: expiring[0]! } });
      expect(late.envelope).toMatchObject({ success: false, error: 'GIFT_CARD_INVALID' });
    } finally {
      t.services.giftCards.clock = () => new Date();
    }
    await t.ok(giftCard.redeem, { token: m.token, body: { code: expiring[1]! } });
    const voided = await generate({ asset: 'POINTS', value: '100' });
    const after = await t.ok(adminGiftCard.void, { token: marketing, body: { id: voided.batch.id } });
    expect(after.voidedAt).not.toBeNull();
    const refused = await t.call(giftCard.redeem, { token: m.token, body: { code: codesOf(voided.csv)[0]! } });
    expect(refused.envelope).toMatchObject({ success: false, error: 'GIFT_CARD_INVALID' });
    expect(await balance(m.id, 'CASH_GIFT')).toBe(500);
    expect(await balance(m.id, 'POINTS')).toBe(0);
  });

  it('redeems one code once when 64 members try it at the same instant', async () => {
    const [code] = codesOf((await generate({ asset: 'VOUCHER', value: '20', count: 1 })).csv);
    const members = await Promise.all(Array.from({ length: 64 }, quickMember));
    const answers = await Promise.all(
      members.map((id, i) =>
        t.services.giftCards.redeem(t.db, id, `198.51.100.${i + 1}`, code!).then(
          () => 'REDEEMED',
          (error: { errorKey?: string }) => error.errorKey,
        ),
      ),
    );
    expect(answers.filter((a) => a === 'REDEEMED')).toHaveLength(1);
    expect(answers.filter((a) => a === 'GIFT_CARD_INVALID')).toHaveLength(63);
    const credited = await Promise.all(members.map((id) => balance(id, 'VOUCHER')));
    expect(credited.filter((b) => b > 0)).toEqual([2000]);
  }, 120_000);
});

async function batchOf(cardId: number): Promise<number> {
  const { rows } = await t.db.execute<{ batch_id: number }>(sql`select batch_id from gift_cards where id = ${cardId}`);
  return Number(rows[0]!.batch_id);
}

/**
 * Sends wrong guesses in rounds of 16 at once, through the service the call runs (10,000 HTTP
 * round trips would only measure the framework); answers how many reached the code check.
 */
async function guess(total: number, who: (i: number) => { memberId: number; ip: string }): Promise<number> {
  let checked = 0;
  for (let start = 0; start < total; start += 16) {
    const round = Array.from({ length: Math.min(16, total - start) }, async (_, k) => {
      const { memberId, ip } = who(start + k);
      try {
        await t.services.giftCards.redeem(t.db, memberId, ip, newCode());
        return 'REDEEMED';
      } catch (error) {
        return (error as { errorKey?: string }).errorKey;
      }
    });
    for (const answer of await Promise.all(round)) {
      if (answer === 'GIFT_CARD_INVALID') checked++;
      else expect(answer).toBe('RATE_LIMITED');
    }
  }
  return checked;
}

/** Moves the limit windows back, as if `seconds` had passed. */
async function passTime(seconds: number): Promise<void> {
  await t.db.execute(sql`
    update rate_limits set window_started_at = window_started_at - make_interval(secs => ${seconds})
     where key like 'giftcard:%'`);
}

describe('guessing codes', () => {
  it('stops 10,000 wrong guesses from one member spread over many addresses', async () => {
    const m = await freshMember();
    const token = m.token;
    expect(
      await guess(10_000, (i) => ({ memberId: m.id, ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` })),
    ).toBe(10);
    await passTime(15 * 60 + 1);
    expect(await guess(200, () => ({ memberId: m.id, ip: '203.0.113.77' }))).toBe(10);
    await passTime(15 * 60 + 1);
    expect(await guess(200, () => ({ memberId: m.id, ip: '203.0.113.78' }))).toBe(10);
    await passTime(15 * 60 + 1);
    // The day's 30 are spent: a fresh quarter hour gives nothing until the day has passed.
    expect(await guess(200, () => ({ memberId: m.id, ip: '203.0.113.79' }))).toBe(0);
    expect(await redeemFrom(token, newCode(), '203.0.113.81')).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    await passTime(24 * 60 * 60);
    expect(await guess(200, () => ({ memberId: m.id, ip: '203.0.113.80' }))).toBe(10);
  }, 180_000);

  it('stops 10,000 wrong guesses from one address spread over many members', async () => {
    const first = await freshMember();
    const members = [first.id, ...(await Promise.all(Array.from({ length: 19 }, quickMember)))];
    expect(await guess(10_000, (i) => ({ memberId: members[i % 20]!, ip: '192.0.2.10' }))).toBe(30);
    const refused = await redeemFrom(first.token, newCode(), '192.0.2.10');
    expect(refused).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    // Another member at another address still redeems a right code.
    const [code] = codesOf((await generate({ count: 1 })).csv);
    expect((await redeemFrom((await freshMember()).token, code!, '192.0.2.11')).success).toBe(true);
  }, 180_000);

  it('leaves the ledger audit clean', async () => {
    const report = await auditLedger(t.db);
    expect(report.isClean).toBe(true);
  });
});
