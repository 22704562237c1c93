// A Chinese address read by smart paste is saved as it was read: the region data carries no zip
// for mainland China, so the zip is optional there, while a Thai address still needs its area's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberAddress } from '@mall/contracts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createMember(t.services, { username: 'addr_cn_zip' });
  token = (await t.ok(member.login, { body: { username: 'addr_cn_zip', password: 'Demo@123456' } })).token;
});
afterAll(() => t.close());

describe('the zip of a Chinese address', () => {
  it('is not required when the data has none: a smart-paste read saves as it is', async () => {
    const read = await t.ok(memberAddress.identifyLongAddress, {
      body: { text: '张伟 13812345678 广东省深圳市南山区科技园南路88号' },
    });
    expect(read.area?.nameZh).toBe('南山区');
    expect(read.area?.zip).toBeNull();
    expect(read.zip).toBeNull();
    const body = {
      name: read.name!,
      mobile: read.mobile!,
      provinceId: read.province!.id,
      cityId: read.city!.id,
      areaId: read.area!.id,
      address: read.address!,
    };
    const saved = await t.ok(memberAddress.addAds, { body, token, lang: 'zh_CN' });
    expect(saved).toMatchObject({ name: '张伟', area: '南山区', zip: '' });
    // An empty zip field, as a form sends it, is the same as none.
    const empty = await t.ok(memberAddress.addAds, { body: { ...body, zip: '' }, token });
    expect(empty.zip).toBe('');
    // A zip the shopper does type is kept, and still has to look like one.
    expect((await t.ok(memberAddress.addAds, { body: { ...body, zip: '518057' }, token })).zip).toBe('518057');
    const bad = await t.call(memberAddress.addAds, { body: { ...body, zip: '51' }, token });
    expect(bad.envelope.fields?.[0]?.field).toBe('zip');
  });

  it('is still required for a Thai sub-district, whose data has one', async () => {
    const read = await t.ok(memberAddress.identifyLongAddress, {
      body: { text: 'คุณสมชาย ใจดี 081-234-5678 99/9 หมู่ 5 ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่' },
    });
    expect(read.area?.zip).toBe('50200');
    const missing = await t.call(memberAddress.addAds, {
      body: {
        name: read.name!,
        mobile: read.mobile!,
        provinceId: read.province!.id,
        cityId: read.city!.id,
        areaId: read.area!.id,
        address: read.address!,
      },
      token,
    });
    expect(missing.envelope.fields?.[0]?.field).toBe('zip');
  });
});
