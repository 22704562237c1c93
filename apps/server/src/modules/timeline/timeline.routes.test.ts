// The timeline through HTTP: videos are measured from the file itself (a generated 61-second MP4
// is refused with the spec's error, a 59-second one accepted), posts hold at most nine images,
// members delete only their own posts, reports hide a post at the threshold, pinned posts lead
// their tab, and the back office's calls need the content roles and are audited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTimeline, timeline } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { mp4OfSeconds } from '../../../test/mp4-builder.ts';
import { newMember, pngOf, uploadMedia } from '../../../test/timeline-support.ts';

let t: TestApp;
let alice: { memberId: number; token: string };
let bob: { memberId: number; token: string };
let operatorToken: string;
let financeToken: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newMember(t, 'tl_alice');
  bob = await newMember(t, 'tl_bob');
  operatorToken = await signedInOperator(t, { username: 'tl_operator', password: 'Operator@123', roles: ['operator'] });
  financeToken = await signedInOperator(t, { username: 'tl_finance', password: 'Finance@123', roles: ['finance'] });
});
afterAll(() => t.close());

async function imageIds(token: string, count: number): Promise<string[]> {
  const png = await pngOf();
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const upload = await uploadMedia(t, token, png, { fileName: 'photo.png' });
    expect(upload.status).toBe(200);
    ids.push(upload.envelope.result.id);
  }
  return ids;
}

async function post(token: string, content: string, images: string[] = []) {
  return t.ok(timeline.add, { body: { content, images, tab: 'hot' }, token, json: true });
}

describe('timeline/uploadMedia with a video', () => {
  it('refuses a 61-second video with the video upload error and accepts a 59-second one', async () => {
    const long = await uploadMedia(t, alice.token, mp4OfSeconds(61), { fileName: 'long.mp4' });
    expect(long.status).toBe(400);
    expect(long.envelope).toMatchObject({
      success: false,
      error: 'VIDEO_TOO_LONG',
      message: 'Video upload error: a video can be at most 1 minute long',
    });
    const zh = await uploadMedia(t, alice.token, mp4OfSeconds(61), { fileName: 'long.mp4', lang: 'zh_CN' });
    expect(zh.envelope.message).toBe('视频上传错误：视频不能超过 1 分钟');

    const short = await uploadMedia(t, alice.token, mp4OfSeconds(59), { fileName: 'short.mp4' });
    expect(short.status).toBe(200);
    expect(short.envelope.result).toMatchObject({ kind: 'video', durationMs: 59_000 });
    const mov = await uploadMedia(t, alice.token, mp4OfSeconds(30, { quickTime: true }), { fileName: 'clip.mov' });
    expect(mov.envelope.result).toMatchObject({
      kind: 'video',
      durationMs: 30_000,
      videoUrl: expect.stringMatching(/\.mov$/),
    });

    const poster = (await imageIds(alice.token, 1))[0]!;
    const added = await t.ok(timeline.add, {
      body: { content: 'My run', videoId: short.envelope.result.id, posterId: poster },
      token: alice.token,
      json: true,
    });
    expect(added.video).toMatchObject({ durationMs: 59_000, poster: { s800: expect.stringContaining(poster) } });
  });

  it('refuses a file that is not a readable video with the video upload error', async () => {
    const garbage = Buffer.concat([mp4OfSeconds(10).subarray(0, 40), Buffer.alloc(200, 7)]);
    for (const bytes of [garbage, Buffer.from('not a video at all, only some text')]) {
      const refused = await uploadMedia(t, alice.token, bytes, { fileName: 'clip.mp4' });
      expect(refused.status).toBe(400);
      expect(refused.envelope).toMatchObject({
        error: 'VIDEO_UNREADABLE',
        message: expect.stringMatching(/^Video upload error/),
      });
    }
  });
});

describe('timeline/add', () => {
  it("takes up to nine images and refuses ten, and only on the What's hot tab", async () => {
    const ids = await imageIds(alice.token, 10);
    const ten = await t.call(timeline.add, { body: { content: 'Ten', images: ids }, token: alice.token, json: true });
    expect(ten.status).toBe(400);
    expect(ten.envelope.fields?.[0]?.field).toBe('images');
    const nine = await post(alice.token, 'Nine', ids.slice(0, 9));
    expect(nine.images).toHaveLength(9);

    const academy = await t.call(timeline.add, { body: { content: 'Lesson', tab: 'academy' }, token: alice.token });
    expect(academy.status).toBe(403);
    expect(academy.envelope.message).toBe("Posts can only be added on the What's hot tab");
  });

  it('refuses another member’s images', async () => {
    const [bobs] = await imageIds(bob.token, 1);
    const refused = await t.call(timeline.add, { body: { content: 'Borrowed', images: [bobs!] }, token: alice.token });
    expect(refused.envelope).toMatchObject({ success: false, error: 'MEDIA_UNKNOWN' });
  });
});

describe('timeline/delete', () => {
  it('lets a member delete only their own post', async () => {
    const mine = await post(alice.token, 'Mine to keep');
    const refused = await t.call(timeline.delete, { body: { id: mine.id }, token: bob.token });
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe('You can only delete your own posts');
    expect((await t.ok(timeline.detail, { query: { id: mine.id } })).content).toBe('Mine to keep');

    await t.ok(timeline.delete, { body: { id: mine.id }, token: alice.token });
    const gone = await t.call(timeline.detail, { query: { id: mine.id } });
    expect(gone.status).toBe(404);
    expect(gone.envelope.message).toBe('Sharing announcement content get error');
  });
});

describe('timeline/report', () => {
  it('hides a post once the set number of members reported it, each once, until an operator shows it', async () => {
    await withTransaction(t.db, (tx) => t.services.settings.update(tx, 'timelineRules', { reportsToHide: 2 }, null));
    const target = await post(alice.token, 'Reported post');
    const carol = await newMember(t, 'tl_carol');

    await t.ok(timeline.report, { body: { id: target.id, reason: 'spam' }, token: bob.token });
    const again = await t.call(timeline.report, { body: { id: target.id }, token: bob.token });
    expect(again.status).toBe(409);
    expect((await t.ok(timeline.detail, { query: { id: target.id } })).isHidden).toBe(false);

    await t.ok(timeline.report, { body: { id: target.id }, token: carol.token });
    expect((await t.call(timeline.detail, { query: { id: target.id } })).status).toBe(404);
    const feed = await t.ok(timeline.queryPage, { query: { tab: 'hot', pageSize: 50 } });
    expect(feed.list.map((item) => item.id)).not.toContain(target.id);
    expect((await t.ok(timeline.detail, { query: { id: target.id }, token: alice.token })).isHidden).toBe(true);

    const queue = await t.ok(adminTimeline.queue, { token: operatorToken });
    expect(queue.list.find((item) => item.id === target.id)).toMatchObject({
      reportCount: 2,
      hiddenReason: 'reports',
      reasons: ['spam'],
    });
    await t.ok(adminTimeline.unhide, { body: { id: target.id }, token: operatorToken });
    expect((await t.ok(timeline.detail, { query: { id: target.id } })).isHidden).toBe(false);
    const audit = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'timeline.post.unhide'`,
    );
    expect(audit.rows[0]!.n).toBe(1);
  });
});

describe('reports racing each other', () => {
  it('counts every member once and hides the post exactly once', async () => {
    const target = await post(alice.token, 'Raced post');
    const reporters = await Promise.all([1, 2, 3, 4, 5].map((n) => newMember(t, `tl_racer_${n}`)));
    const sends = [...reporters, reporters[0]!].map((reporter) =>
      t.call(timeline.report, { body: { id: target.id }, token: reporter.token }),
    );
    const answers = await Promise.all(sends);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(1);
    const [row] = (
      await t.db.execute<{ reportCount: number; hidden: boolean }>(
        sql`select report_count as "reportCount", hidden_at is not null as hidden from timeline_posts where id = ${target.id}`,
      )
    ).rows;
    expect(row).toEqual({ reportCount: 5, hidden: true });
  });
});

describe('the back office', () => {
  it('pins a post to the top of its tab, and posts on other tabs as the shop', async () => {
    const older = await post(bob.token, 'Older post');
    await post(bob.token, 'Newer post');
    await t.ok(adminTimeline.pin, { body: { id: older.id }, token: operatorToken });
    const feed = await t.ok(timeline.queryPage, { query: { tab: 'hot', pageSize: 2 } });
    expect(feed.list[0]).toMatchObject({ id: older.id, isPinned: true });
    expect(feed.list[1]!.content).toBe('Newer post');
    const next = await t.ok(timeline.queryPage, { query: { tab: 'hot', pageSize: 50, lastId: feed.lastId ?? 1 } });
    expect(next.list.map((item) => item.id)).not.toContain(older.id);

    const shopPost = await t.ok(adminTimeline.add, {
      body: { tab: 'academy', content: 'How to share' },
      token: operatorToken,
      json: true,
    });
    expect(shopPost).toMatchObject({ tab: 'academy', author: null, memberId: null });
    const academy = await t.ok(timeline.queryPage, { query: { tab: 'academy' } });
    expect(academy.list.map((item) => item.id)).toEqual([shopPost.id]);
  });

  it('refuses operators without a content role and members', async () => {
    const target = await post(alice.token, 'Not for finance');
    for (const call of [adminTimeline.pin, adminTimeline.hide, adminTimeline.delete]) {
      const refused = await t.call(call, { body: { id: target.id }, token: financeToken });
      expect(refused.status).toBe(403);
    }
    expect((await t.call(adminTimeline.queue, { token: financeToken })).status).toBe(403);
    expect((await t.call(adminTimeline.hide, { body: { id: target.id }, token: alice.token })).envelope.success).toBe(
      false,
    );
    expect((await t.ok(timeline.detail, { query: { id: target.id } })).isPinned).toBe(false);
  });
});
