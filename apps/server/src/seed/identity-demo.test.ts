import { describe, expect, it } from 'vitest';
import { adminAuth, adminIdentity, member, memberBank, memberCert } from '@mall/contracts';
import { demoShopForFile } from '../../test/harness.ts';
import { DEMO_MEMBER_PASSWORD } from './demo.ts';
import { DEMO_REVIEWER } from './identity-demo.ts';

const shop = demoShopForFile();
const login = async (username: string) =>
  (await shop.t.ok(member.login, { body: { username, password: DEMO_MEMBER_PASSWORD } })).token;

describe('the identity demo', () => {
  it('has demo_v730 approved with a passed card, demo_vip under review and demo_regular rejected', async () => {
    const { t } = shop;
    const v730 = await login('demo_v730');
    expect((await t.ok(memberCert.getCertStatus, { token: v730 })).state).toBe('approved');
    expect(await t.ok(memberBank.selectList, { token: v730 })).toMatchObject([{ status: 1, accountNo: '**** 4567' }]);
    expect((await t.ok(memberCert.getCertStatus, { token: await login('demo_vip') })).state).toBe('review');
    const rejected = await t.ok(memberCert.getCertStatus, { token: await login('demo_regular') });
    expect(rejected).toMatchObject({ state: 'rejected', rejectCode: 'IMAGE_UNCLEAR' });
  });

  it('signs the reviewer in to a queue with the submission under review', async () => {
    const { t } = shop;
    const { token } = await t.ok(adminAuth.login, { body: { ...DEMO_REVIEWER } });
    const queue = await t.ok(adminIdentity.page, { token, query: { state: 'review' } });
    expect(queue.list.map((row) => row.username)).toEqual(['demo_vip']);
  });
});
