// Regions and address books over the wire: every call, the four languages, ownership and the
// one-default rule under 32 concurrent "set default" calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAddress, member, memberAddress, type RegionView } from '@mall/contracts';
import { createMember, createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let alice: string;
let bob: string;
let adminToken: string;
let chiangMai: { province: RegionView; city: RegionView; area: RegionView };

async function login(username: string): Promise<string> {
  await createMember(t.services, { username });
  return (await t.ok(member.login, { body: { username, password: 'Demo@123456' } })).token;
}

async function child(pid: number, nameEn: string): Promise<RegionView> {
  const found = (await t.ok(memberAddress.getRegionsByPid, { query: { pid } })).find((r) => r.nameEn === nameEn);
  if (!found) throw new Error(`no region ${nameEn} under ${pid}`);
  return found;
}

function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'สมชาย ใจดี',
    mobile: '0812345678',
    provinceId: chiangMai.province.id,
    cityId: chiangMai.city.id,
    areaId: chiangMai.area.id,
    zip: '50200',
    address: '99/9 หมู่ 5 ถนนห้วยแก้ว',
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await login('addr_alice'), await login('addr_bob')];
  adminToken = await signedInOperator(t, { username: 'hotadmin', password: 'Admin@123456', roles: ['operator'] });
  const province = (await t.ok(memberAddress.getAllProvince, { body: { country: 'TH' } })).find(
    (r) => r.nameEn === 'Chiang Mai',
  )!;
  const city = await child(province.id, 'Mueang Chiang Mai');
  chiangMai = { province, city, area: await child(city.id, 'Si Phum') };
});
afterAll(() => t.close());

describe('regions', () => {
  it('carries Thailand and mainland China, named in each language with a fallback', async () => {
    const provinces = await t.ok(memberAddress.getAllProvince, { body: {} });
    expect(provinces.filter((r) => r.country === 'TH')).toHaveLength(77);
    expect(provinces.filter((r) => r.country === 'CN')).toHaveLength(31);
    const names = async (lang: string) =>
      (await t.ok(memberAddress.getAllProvince, { body: { country: 'TH' }, lang })).find(
        (r) => r.id === chiangMai.province.id,
      )!.name;
    expect(await names('th_TH')).toBe('เชียงใหม่');
    expect(await names('en_US')).toBe('Chiang Mai');
    expect(await names('zh_CN')).toBe('Chiang Mai');
    const guangdong = (await t.ok(memberAddress.getAllProvince, { body: { country: 'CN' }, lang: 'th_TH' })).find(
      (r) => r.nameZh === '广东省',
    )!;
    expect(guangdong.name).toBe('Guangdong');
    expect(chiangMai.area.zip).toBe('50200');
  });

  it('lists children, once per name for pickers, and finds regions by any name', async () => {
    const all = await t.ok(memberAddress.getRegionsByPid, { query: { pid: chiangMai.city.id } });
    const distinct = await t.ok(memberAddress.getDistinctRegionsByPid, { query: { pid: chiangMai.city.id } });
    expect(distinct.length).toBeLessThanOrEqual(all.length);
    expect(new Set(distinct.map((r) => r.name)).size).toBe(distinct.length);
    const byThai = await t.ok(memberAddress.getRegionsByName, { query: { name: 'ศรีภูมิ' } });
    expect(byThai.some((r) => r.id === chiangMai.area.id && r.path.length === 2)).toBe(true);
    const byChinese = await t.ok(memberAddress.getRegionsByName, { query: { name: '南山区' }, lang: 'zh_CN' });
    expect(byChinese.some((r) => r.path.join('') === '广东省深圳市')).toBe(true);
    const byPinyin = await t.ok(memberAddress.getRegionsByName, { query: { name: 'guangdong' } });
    expect(byPinyin[0]?.nameZh).toBe('广东省');
  });

  it('finds the nearest region offline from the shipped centroids', async () => {
    const nimman = await t.ok(memberAddress.reverseGeocoding, { query: { latitude: 18.7963, longitude: 98.9679 } });
    expect(nimman.province.nameEn).toBe('Chiang Mai');
    const shenzhen = await t.ok(memberAddress.reverseGeocoding, { query: { latitude: 22.5329, longitude: 113.9305 } });
    expect(shenzhen.province.nameZh).toBe('广东省');
    const bad = await t.call(memberAddress.reverseGeocoding, { query: { latitude: 'north', longitude: 100 } });
    expect(bad.envelope.code).toBe(400);
    expect(bad.envelope.fields?.[0]?.field).toBe('latitude');
  });

  it('lets an operator choose the hot regions, audited, and shows them to shoppers in order', async () => {
    await t.ok(adminAddress.saveHotRegion, {
      body: { regionId: chiangMai.province.id, sortOrder: 2 },
      token: adminToken,
    });
    const found = await t.ok(adminAddress.searchRegions, { query: { name: '深圳' }, token: adminToken });
    await t.ok(adminAddress.saveHotRegion, { body: { regionId: found[0]!.id, sortOrder: 1 }, token: adminToken });
    const hot = await t.ok(memberAddress.getAllHotRegion, { lang: 'en_US' });
    expect(hot.map((r) => r.nameEn)).toEqual(['Shenzhen', 'Chiang Mai']);
    await t.ok(adminAddress.deleteHotRegion, { body: { regionId: found[0]!.id }, token: adminToken });
    expect(await t.ok(adminAddress.hotRegions, { token: adminToken })).toHaveLength(1);
    const denied = await t.call(adminAddress.saveHotRegion, { body: { regionId: 1 }, token: alice });
    expect(denied.envelope.success).toBe(false);
  });
});

describe('address book', () => {
  it('adds, reads, changes, makes default and deletes, first address default', async () => {
    const first = await t.ok(memberAddress.addAds, { body: addressBody(), token: alice, lang: 'th_TH' });
    expect(first).toMatchObject({ isDefault: 1, province: 'เชียงใหม่', area: 'ศรีภูมิ', mobile: '+66812345678' });
    const second = await t.ok(memberAddress.addAds, { body: addressBody({ name: 'Somsri' }), token: alice });
    expect(second.isDefault).toBe(0);
    const changed = await t.ok(memberAddress.updateAds, {
      body: addressBody({ id: second.id, address: '1 Nimman Soi 7' }),
      token: alice,
    });
    expect(changed.address).toBe('1 Nimman Soi 7');
    expect((await t.ok(memberAddress.updateDefAds, { body: { id: second.id }, token: alice })).isDefault).toBe(1);
    expect((await t.ok(memberAddress.getMemberDefAds, { token: alice }))?.id).toBe(second.id);
    expect((await t.ok(memberAddress.getMemberDefAdsPost, { token: alice }))?.id).toBe(second.id);
    expect((await t.ok(memberAddress.selectById, { body: { id: first.id }, token: alice })).isDefault).toBe(0);
    expect((await t.ok(memberAddress.selectList, { token: alice })).map((a) => a.id)).toEqual([second.id, first.id]);
    await t.ok(memberAddress.delete, { body: { id: second.id }, token: alice });
    expect((await t.ok(memberAddress.getMemberDefAds, { token: alice }))?.id).toBe(first.id);
    const third = await t.ok(memberAddress.addAds, { body: addressBody(), token: alice });
    expect(await t.ok(memberAddress.delAds, { body: { ids: `${first.id},${third.id}` }, token: alice })).toEqual({
      deleted: 2,
    });
    expect(await t.ok(memberAddress.getMemberDefAds, { token: alice })).toBeNull();
  });

  it.each([
    ['zh_CN', '收货人'],
    ['zh_HK', '收貨人'],
    ['en_US', 'Recipient'],
    ['th_TH', 'ชื่อผู้รับ'],
  ])('refuses a bad form in %s naming the field', async (lang, label) => {
    const empty = await t.call(memberAddress.addAds, { body: addressBody({ name: '' }), token: alice, lang });
    expect(empty.status).toBe(400);
    expect(empty.envelope.message).toContain(label);
    const badMobile = await t.call(memberAddress.addAds, {
      body: addressBody({ mobile: '12345' }),
      token: alice,
      lang,
    });
    expect(badMobile.envelope.fields?.[0]?.field).toBe('mobile');
    const wrongZip = await t.call(memberAddress.addAds, { body: addressBody({ zip: '10110' }), token: alice, lang });
    expect(wrongZip.envelope.fields?.[0]?.field).toBe('zip');
    const wrongCity = await t.call(memberAddress.addAds, {
      body: addressBody({ cityId: chiangMai.province.id }),
      token: alice,
      lang,
    });
    expect(wrongCity.envelope.fields?.[0]?.field).toBe('cityId');
  });

  it("never shows, changes or deletes another member's address", async () => {
    const mine = await t.ok(memberAddress.addAds, { body: addressBody(), token: bob });
    const read = await t.call(memberAddress.selectById, { body: { id: mine.id }, token: alice });
    expect(read.envelope).toMatchObject({ success: false, code: 404 });
    const change = await t.call(memberAddress.updateAds, {
      body: addressBody({ id: mine.id, name: 'x' }),
      token: alice,
    });
    expect(change.envelope.code).toBe(404);
    expect((await t.call(memberAddress.updateDefAds, { body: { id: mine.id }, token: alice })).envelope.code).toBe(404);
    expect((await t.call(memberAddress.delete, { body: { id: mine.id }, token: alice })).envelope.code).toBe(404);
    expect((await t.call(memberAddress.delAds, { body: { ids: String(mine.id) }, token: alice })).envelope.code).toBe(
      404,
    );
    expect(await t.ok(memberAddress.selectById, { body: { id: mine.id }, token: bob })).toMatchObject({
      name: 'สมชาย ใจดี',
    });
    expect((await t.call(memberAddress.selectList, {})).envelope.code).toBe(401);
  });

  it('leaves exactly one default after 32 concurrent "set default" calls', async () => {
    const carol = await login('addr_carol');
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push((await t.ok(memberAddress.addAds, { body: addressBody(), token: carol })).id);
    let release!: () => void;
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const calls = Array.from({ length: 32 }, async (_, i) => {
      await barrier;
      return t.call(memberAddress.updateDefAds, { body: { id: ids[i % ids.length]! }, token: carol });
    });
    release();
    const answers = await Promise.all(calls);
    expect(answers.filter((answer) => answer.envelope.success)).toHaveLength(32);
    const list = await t.ok(memberAddress.selectList, { token: carol });
    expect(list.filter((address) => address.isDefault === 1)).toHaveLength(1);
  });
});
