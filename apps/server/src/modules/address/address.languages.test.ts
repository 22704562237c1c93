// Every address call in the four languages: a good call succeeds with the caller's language in its
// region names, and a bad one is refused with the field named in that language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAddress, member, memberAddress, type CallDef } from '@mall/contracts';
import {
  createMember,
  createTestApp,
  signedInOperator,
  type CallOptions,
  type TestApp,
} from '../../../test/harness.ts';

let t: TestApp;
let token: string;
let adminToken: string;
let addressId: number;

const locales = ['zh_CN', 'zh_HK', 'en_US', 'th_TH'] as const;
/** Chiang Mai's name in each language: Thai regions have no Chinese name, so Chinese falls back to English. */
const chiangMai = { zh_CN: 'Chiang Mai', zh_HK: 'Chiang Mai', en_US: 'Chiang Mai', th_TH: 'เชียงใหม่' };
/** How delAds names its `ids` field: addresses, not the shared label other calls give `ids`. */
const idsLabel = { zh_CN: '收货地址', zh_HK: '收貨地址', en_US: 'Addresses', th_TH: 'ที่อยู่จัดส่ง' };
/** The label of `zip` in each language. */
const zipLabel = { zh_CN: '邮编', zh_HK: '郵編', en_US: 'Zip code', th_TH: 'รหัสไปรษณีย์' };

beforeAll(async () => {
  t = await createTestApp();
  await createMember(t.services, { username: 'addr_lang' });
  token = (await t.ok(member.login, { body: { username: 'addr_lang', password: 'Demo@123456' } })).token;
  adminToken = await signedInOperator(t, { username: 'langadmin', password: 'Admin@123456', roles: ['admin'] });
  const [read] = [
    await t.ok(memberAddress.identifyLongAddress, {
      body: { text: 'สมชาย ใจดี 0812345678 99/9 หมู่ 5 ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200' },
    }),
  ];
  const body = {
    name: read.name!,
    mobile: read.mobile!,
    provinceId: read.province!.id,
    cityId: read.city!.id,
    areaId: read.area!.id,
    zip: read.zip!,
    address: read.address!,
  };
  addressId = (await t.ok(memberAddress.addAds, { body, token })).id;
});
afterAll(() => t.close());

describe.each(locales)('in %s', (lang) => {
  const ok = <C extends CallDef>(call: C, options: CallOptions<C> = {}) => t.ok(call, { lang, token, ...options });

  it('answers every region call with names in the language', async () => {
    const provinces = await ok(memberAddress.getAllProvince, { body: { country: 'TH' } });
    const province = provinces.find((region) => region.nameEn === 'Chiang Mai')!;
    expect(province.name).toBe(chiangMai[lang]);
    expect((await ok(memberAddress.getRegionsByPid, { query: { pid: province.id } })).length).toBeGreaterThan(10);
    expect((await ok(memberAddress.getDistinctRegionsByPid, { query: { pid: province.id } })).length).toBeGreaterThan(
      10,
    );
    expect((await ok(memberAddress.getRegionsByName, { query: { name: 'Chiang Mai' } }))[0]?.name).toBe(
      chiangMai[lang],
    );
    expect(await ok(memberAddress.getAllHotRegion)).toEqual([]);
    expect(
      (await ok(memberAddress.reverseGeocoding, { query: { latitude: 18.79, longitude: 98.98 } })).province.name,
    ).toBe(chiangMai[lang]);
    expect((await ok(memberAddress.identifyLongAddress, { body: { text: 'จ.เชียงใหม่' } })).province?.name).toBe(
      chiangMai[lang],
    );
  });

  it('answers every address call, and names a bad field in the language', async () => {
    const address = await ok(memberAddress.selectById, { body: { id: addressId } });
    expect(address.province).toBe(chiangMai[lang]);
    expect(await ok(memberAddress.selectList)).toHaveLength(1);
    expect((await ok(memberAddress.getMemberDefAds))?.id).toBe(addressId);
    expect((await ok(memberAddress.getMemberDefAdsPost))?.id).toBe(addressId);
    expect((await ok(memberAddress.updateDefAds, { body: { id: addressId } })).isDefault).toBe(1);
    const { id: _id, isDefault: _isDefault, province: _p, city: _c, area: _a, updatedAt: _u, ...fields } = address;
    expect((await ok(memberAddress.updateAds, { body: { ...fields, id: addressId } })).id).toBe(addressId);
    const extra = await ok(memberAddress.addAds, { body: fields });
    const another = await ok(memberAddress.addAds, { body: fields });
    expect(await ok(memberAddress.delete, { body: { id: extra.id } })).toEqual({ id: extra.id });
    expect(await ok(memberAddress.delAds, { body: { ids: String(another.id) } })).toEqual({ deleted: 1 });
    const refused = await t.call(memberAddress.addAds, { body: { ...fields, zip: 'x' }, lang, token });
    expect(refused.status).toBe(400);
    expect(refused.envelope.message).toContain(zipLabel[lang]);
    expect(refused.envelope.fields?.[0]?.field).toBe('zip');
    const badIds = await t.call(memberAddress.delAds, { body: { ids: 'abc' }, lang, token });
    expect(badIds.status).toBe(400);
    expect(badIds.envelope.fields?.[0]?.field).toMatch(/^ids/);
    expect(badIds.envelope.message).toContain(idsLabel[lang]);
    const missing = await t.call(memberAddress.selectById, { body: { id: 999_999 }, lang, token });
    expect(missing.envelope.code).toBe(404);
  });

  it('answers the back-office calls', async () => {
    const [found] = await t.ok(adminAddress.searchRegions, { query: { name: 'ภูเก็ต' }, lang, token: adminToken });
    await t.ok(adminAddress.saveHotRegion, { body: { regionId: found!.id }, lang, token: adminToken });
    expect(await t.ok(adminAddress.hotRegions, { lang, token: adminToken })).toHaveLength(1);
    await t.ok(adminAddress.deleteHotRegion, { body: { regionId: found!.id }, lang, token: adminToken });
  });
});
