// The FAQ over the wire: categories in the caller's language, search by question and answer text
// in Chinese, Thai and English (no word spaces needed), one answer by id, and the editor (roles, audit).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminContent, systemQuestionAnswer } from '@mall/contracts';
import { demoShopForFile, signedInOperator } from '../../../test/harness.ts';

const shop = demoShopForFile();

const search = async (keyword: string, lang: string) =>
  (await shop.t.ok(systemQuestionAnswer.getQuestionOrAnswer, { query: { keyword }, lang })).list;

describe('systemQuestionAnswer', () => {
  it('lists the categories with their questions in the caller language', async () => {
    const en = await shop.t.ok(systemQuestionAnswer.getAllQuestion, { lang: 'en_US' });
    expect(en.list.map((category) => category.name)).toEqual([
      'Orders and payment',
      'Shipping and returns',
      'Membership and withdrawals',
    ]);
    expect(en.list[0]!.questions[0]).toMatchObject({ question: 'How do I place an order?' });
    expect(en.list[0]!.questions[0]!.answer).toBeUndefined();
    const th = await shop.t.ok(systemQuestionAnswer.getAllQuestion, { lang: 'th_TH' });
    expect(th.list[2]!.name).toBe('สมาชิกและการถอนเงิน');
  });

  it('finds questions by their question or answer text in Chinese, Thai and English', async () => {
    // In a question, and only in an answer, for each language.
    expect((await search('退货', 'zh_CN')).map((found) => found.question)).toEqual(['如何申请退货退款？']);
    expect((await search('二维码', 'zh_CN')).map((found) => found.question)).toEqual(['支持哪些支付方式？']);
    expect((await search('退貨', 'zh_HK')).map((found) => found.question)).toEqual(['如何申請退貨退款？']);
    expect((await search('ถอนเงิน', 'th_TH')).map((found) => found.question)).toContain('ต้องมีอะไรบ้างจึงจะถอนเงินได้');
    expect((await search('พร้อมเพย์', 'th_TH')).map((found) => found.question)).toEqual(['ชำระเงินได้ด้วยวิธีใดบ้าง']);
    expect((await search('vip', 'en_US')).map((found) => found.question)).toEqual(['How do I become a VIP?']);
    const tracking = await search('tracking', 'en_US');
    expect(tracking.map((found) => found.question)).toEqual(['When will my order ship?']);
    expect(tracking[0]!.answer).toContain('tracking shows in the order details');
    // Another language's text is not searched, and LIKE's wildcards are taken literally.
    expect(await search('退货', 'en_US')).toEqual([]);
    expect(await search('%', 'en_US')).toEqual([]);
  });

  it('answers one question by id, and not found for an unknown one', async () => {
    const [first] = await search('PromptPay', 'en_US');
    const one = await shop.t.ok(systemQuestionAnswer.getQuestionOrAnswer, { query: { id: first!.id }, lang: 'zh_CN' });
    expect(one.list[0]!.answer).toContain('30 分钟');
    const missing = await shop.t.call(systemQuestionAnswer.getQuestionOrAnswer, {
      query: { id: 999_999 },
      lang: 'en_US',
    });
    expect(missing.envelope).toMatchObject({ success: false, code: 404, message: 'This question was not found' });
  });
});

describe('the FAQ editor', () => {
  it('adds a category and a question in four languages, found by search, audited', async () => {
    const name = { zh_CN: '礼品卡', zh_HK: '禮品卡', en_US: 'Gift cards', th_TH: 'บัตรของขวัญ' };
    const category = await shop.t.ok(adminContent.saveFaqCategory, {
      body: { name: JSON.stringify(name), sort: 90 },
      token: shop.adminToken,
    });
    expect(category.name).toEqual(name);
    const question = await shop.t.ok(adminContent.saveFaqQuestion, {
      body: {
        categoryId: category.id,
        question: JSON.stringify({ zh_CN: '礼品卡怎么兑换？', en_US: 'How do I redeem a gift card?' }),
        answer: JSON.stringify({
          zh_CN: '在我的页面输入兑换码。',
          en_US: 'Enter the redemption code on your account page.',
        }),
        sort: 0,
      },
      token: shop.adminToken,
    });
    expect((await search('redemption code', 'en_US')).map((found) => found.id)).toEqual([question.id]);
    // A language left out falls back to Simplified Chinese.
    expect((await search('兑换码', 'th_TH')).map((found) => found.id)).toEqual([question.id]);
    const editor = await shop.t.ok(adminContent.faq, { token: shop.adminToken });
    expect(editor.list.at(-1)).toMatchObject({ id: category.id, questions: [{ id: question.id }] });

    const notEmpty = await shop.t.call(adminContent.deleteFaqCategory, {
      body: { id: category.id },
      token: shop.adminToken,
      lang: 'en_US',
    });
    expect(notEmpty.envelope).toMatchObject({ success: false, error: 'FAQ_CATEGORY_NOT_EMPTY' });
    await shop.t.ok(adminContent.deleteFaqQuestion, { body: { id: question.id }, token: shop.adminToken });
    await shop.t.ok(adminContent.deleteFaqCategory, { body: { id: category.id }, token: shop.adminToken });
    const audit = await shop.t.db.execute(
      sql`select action from audit_log where target_type in ('faqCategory', 'faqQuestion') order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'faq.category.create',
      'faq.question.create',
      'faq.question.delete',
      'faq.category.delete',
    ]);
  });

  it('is refused to finance and identity operators', async () => {
    for (const role of ['finance', 'identity'] as const) {
      const token = await signedInOperator(shop.t, {
        username: `faq_${role}`,
        password: 'Secret@12345',
        roles: [role],
      });
      const read = await shop.t.call(adminContent.faq, { token });
      expect(read.status).toBe(403);
      const write = await shop.t.call(adminContent.saveFaqCategory, {
        body: { name: JSON.stringify({ zh_CN: '不行' }) },
        token,
      });
      expect(write.status).toBe(403);
    }
  });
});
