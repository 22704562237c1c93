// Feedback over the wire: the spec's required fields named in the error, private photos only for
// their member and operators, each member sees only their own, an operator's reply is published
// once and shown (unread) to the member, the states, and who in the back office may answer.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminContent, memberComplaint, FEEDBACK_STATUS } from '@mall/contracts';
import { demoShopForFile, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { demoMember } from '../../../test/orders-support.ts';

const shop = demoShopForFile();

async function uploadFeedbackPhoto(t: TestApp, token: string) {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3322' } })
    .png()
    .toBuffer();
  const boundary = '----feedback-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: memberComplaint.uploadImage.path,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { result: { id: string; url: string } }).result;
}

const send = (token: string, body: Record<string, unknown>) =>
  shop.t.call(memberComplaint.add, { body, token, lang: 'en_US' });

describe('memberComplaint/add', () => {
  it('needs content and contact, each named in the error', async () => {
    const { token } = await demoMember(shop.t, 'demo_regular');
    const noContent = await send(token, { content: '  ', contact: '0812345678' });
    expect(noContent.status).toBe(400);
    expect(noContent.envelope.fields?.map((field) => field.field)).toEqual(['content']);
    expect(noContent.envelope.message).toContain('Feedback');
    const noContact = await send(token, { content: 'The app is slow' });
    expect(noContact.envelope.fields?.map((field) => field.field)).toEqual(['contact']);
    expect(noContact.envelope.message).toContain('Contact');
    const tooLong = await send(token, { content: 'x'.repeat(501), contact: 'me@example.com' });
    expect(tooLong.envelope.fields?.map((field) => field.field)).toEqual(['content']);
    const zh = await shop.t.call(memberComplaint.add, { body: { content: '慢' }, token, lang: 'zh_CN' });
    expect(zh.envelope.message).toContain('联系方式');
  });
});

describe('a member and another member’s feedback', () => {
  it('sees only their own, and cannot attach or open another’s photos', async () => {
    const regular = await demoMember(shop.t, 'demo_regular');
    const vip = await demoMember(shop.t, 'demo_vip');
    const photo = await uploadFeedbackPhoto(shop.t, regular.token);
    // The signed link opens the photo; the bare path, or an altered signature, does not.
    expect((await shop.t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    const bare = photo.url.split('?')[0]!;
    expect((await shop.t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    expect((await shop.t.app.inject({ method: 'GET', url: `${photo.url}x` })).statusCode).toBe(404);

    const theirs = await send(vip.token, { content: 'Not mine', contact: 'vip@example.com', images: [photo.id] });
    expect(theirs.envelope).toMatchObject({ success: false, fields: [{ field: 'images' }] });

    const added = await shop.t.ok(memberComplaint.add, {
      body: { content: 'The parcel box was damaged', contact: '0812345678', images: [photo.id] },
      token: regular.token,
    });
    expect(added).toMatchObject({ status: FEEDBACK_STATUS.open, images: [{ id: photo.id }], messages: [] });

    const peek = await shop.t.call(memberComplaint.detail, { query: { id: added.id }, token: vip.token });
    expect(peek.envelope).toMatchObject({ success: false, code: 404 });
    const butt = await shop.t.call(memberComplaint.reply, { body: { id: added.id, content: 'hi' }, token: vip.token });
    expect(butt.envelope).toMatchObject({ success: false, code: 404 });
    const vipList = await shop.t.ok(memberComplaint.queryPage, { query: {}, token: vip.token });
    expect(vipList.list.map((item) => item.id)).not.toContain(added.id);
    const mine = await shop.t.ok(memberComplaint.queryPage, { query: {}, token: regular.token });
    expect(mine.list.map((item) => item.id)).toContain(added.id);
  });
});

describe('the conversation', () => {
  it('publishes feedback.replied once per reply, shows it unread, and moves the states', async () => {
    const buyer = await demoMember(shop.t, 'demo_v730');
    const added = await shop.t.ok(memberComplaint.add, {
      body: { content: 'Where is my refund?', contact: 'v730@example.com' },
      token: buyer.token,
    });
    const replied = await shop.t.ok(adminContent.feedbackReply, {
      body: { id: added.id, content: 'It was paid today.' },
      token: shop.adminToken,
    });
    expect(replied).toMatchObject({ status: FEEDBACK_STATUS.answered, member: { memberId: buyer.memberId } });
    const events = await shop.t.db.execute(
      sql`select payload from outbox where topic = 'feedback.replied' and payload ->> 'feedbackId' = ${String(added.id)}`,
    );
    expect(events.rows).toEqual([
      { payload: expect.objectContaining({ feedbackId: added.id, memberId: buyer.memberId }) },
    ]);

    const list = await shop.t.ok(memberComplaint.queryPage, { query: {}, token: buyer.token });
    expect(list.list.find((item) => item.id === added.id)).toMatchObject({ unreadReplies: 1, status: 2 });
    const detail = await shop.t.ok(memberComplaint.detail, { query: { id: added.id }, token: buyer.token });
    expect(detail.messages).toMatchObject([
      { author: 'operator', operatorName: 'Demo Admin', content: 'It was paid today.' },
    ]);
    const read = await shop.t.ok(memberComplaint.queryPage, { query: {}, token: buyer.token });
    expect(read.list.find((item) => item.id === added.id)!.unreadReplies).toBe(0);

    // The member answers: the feedback waits for the shop again.
    const answered = await shop.t.ok(memberComplaint.reply, {
      body: { id: added.id, content: 'Thanks, I see it now' },
      token: buyer.token,
    });
    expect(answered.status).toBe(FEEDBACK_STATUS.open);
    expect(answered.messages.map((message) => message.author)).toEqual(['operator', 'member']);

    const closed = await shop.t.ok(adminContent.feedbackState, {
      body: { id: added.id, action: 'close' },
      token: shop.adminToken,
    });
    expect(closed.status).toBe(FEEDBACK_STATUS.closed);
    const late = await shop.t.call(memberComplaint.reply, {
      body: { id: added.id, content: 'One more thing' },
      token: buyer.token,
      lang: 'en_US',
    });
    expect(late.envelope).toMatchObject({
      success: false,
      error: 'FEEDBACK_CLOSED',
      message: 'This feedback is closed',
    });
    const lateReply = await shop.t.call(adminContent.feedbackReply, {
      body: { id: added.id, content: 'More' },
      token: shop.adminToken,
    });
    expect(lateReply.envelope).toMatchObject({ success: false, error: 'FEEDBACK_CLOSED' });
    const reopened = await shop.t.ok(adminContent.feedbackState, {
      body: { id: added.id, action: 'reopen' },
      token: shop.adminToken,
    });
    expect(reopened.status).toBe(FEEDBACK_STATUS.open);
    const twice = await shop.t.call(adminContent.feedbackState, {
      body: { id: added.id, action: 'reopen' },
      token: shop.adminToken,
    });
    expect(twice.envelope).toMatchObject({ success: false, error: 'FEEDBACK_NOT_CLOSED' });

    const audit = await shop.t.db.execute(
      sql`select action from audit_log where target_type = 'feedback' and target_id = ${String(added.id)} order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['feedback.reply', 'feedback.close', 'feedback.reopen']);
    const inbox = await shop.t.ok(adminContent.feedbackPage, { query: { status: 1 }, token: shop.adminToken });
    expect(inbox.list.map((item) => item.id)).toContain(added.id);
    const admin = await shop.t.ok(adminContent.feedbackDetail, { query: { id: added.id }, token: shop.adminToken });
    expect(admin.messages).toHaveLength(2);
  });

  it('lets only admins and operators into the inbox', async () => {
    const token = await signedInOperator(shop.t, {
      username: 'fb_finance',
      password: 'Secret@12345',
      roles: ['finance'],
    });
    expect((await shop.t.call(adminContent.feedbackPage, { query: {}, token })).status).toBe(403);
    expect((await shop.t.call(adminContent.feedbackReply, { body: { id: 1, content: 'x' }, token })).status).toBe(403);
    const staff = await signedInOperator(shop.t, {
      username: 'fb_staff',
      password: 'Secret@12345',
      roles: ['operator'],
    });
    expect((await shop.t.call(adminContent.feedbackPage, { query: {}, token: staff })).status).toBe(200);
  });
});
