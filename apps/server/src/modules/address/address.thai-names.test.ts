// Romanised Thai place names against known official names, once per sub-district, and the
// correction of a database loaded before them: names change in place, ids never do.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAddress, type RegionView } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ensureRegions } from './index.ts';
import { regions } from './address.schema.ts';
import { thaiNames } from './address.thai-names.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t?.close());

const province = async (nameTh: string) =>
  (await t.ok(memberAddress.getAllProvince, { body: { country: 'TH' }, lang: 'en_US' })).find(
    (r) => r.nameTh === nameTh,
  )!;
const children = (pid: number) => t.ok(memberAddress.getRegionsByPid, { query: { pid }, lang: 'en_US' });
async function child(parent: RegionView, nameTh: string): Promise<RegionView> {
  const found = (await children(parent.id)).find((r) => r.nameTh === nameTh);
  if (!found) throw new Error(`no ${nameTh} under ${parent.nameTh}`);
  return found;
}
const names = async (parent: RegionView) => (await children(parent.id)).map((r) => r.name).sort();

describe('romanised Thai names', () => {
  it('match the official names in Bangkok, Chiang Mai and Phuket', async () => {
    const bangkok = await province('กรุงเทพมหานคร');
    expect(await names(await child(bangkok, 'ปทุมวัน'))).toEqual(['Lumphini', 'Pathum Wan', 'Rong Mueang', 'Wang Mai']);
    expect(await names(await child(bangkok, 'บางรัก'))).toEqual([
      'Bang Rak',
      'Maha Phruettharam',
      'Si Lom',
      'Si Phraya',
      'Suriyawong',
    ]);
    expect((await child(bangkok, 'สาทร')).name).toBe('Sathon');
    expect((await child(await child(bangkok, 'คลองสาน'), 'สมเด็จเจ้าพระยา')).name).toBe('Somdet Chao Phraya');
    expect((await child(await child(bangkok, 'ตลิ่งชัน'), 'ฉิมพลี')).name).toBe('Chimphli');
    const chiangMai = await province('เชียงใหม่');
    const mueang = await child(chiangMai, 'เมืองเชียงใหม่');
    expect(mueang.name).toBe('Mueang Chiang Mai');
    expect((await child(mueang, 'ศรีภูมิ')).name).toBe('Si Phum');
    expect((await child(chiangMai, 'กัลยาณิวัฒนา')).name).toBe('Galyani Vadhana');
    const phuket = await province('ภูเก็ต');
    expect(await names(await child(phuket, 'กะทู้'))).toEqual(['Kamala', 'Kathu', 'Pa Tong']);
  });

  it('spell every province as its official name where the package runs the words together', async () => {
    const all = await t.ok(memberAddress.getAllProvince, { body: { country: 'TH' }, lang: 'en_US' });
    expect(all).toHaveLength(77);
    const byThai = new Map(all.map((r) => [r.nameTh, r.name]));
    expect(byThai.get('นครราชสีมา')).toBe('Nakhon Ratchasima');
    expect(byThai.get('นครสวรรค์')).toBe('Nakhon Sawan');
    expect(byThai.get('สุพรรณบุรี')).toBe('Suphan Buri');
    // Both spellings are in use: the one shoppers already see stays.
    expect(byThai.get('พังงา')).toBe('Phang Nga');
    // No shown name runs together words that the official name, of the same letters, keeps apart.
    const official = [...thaiNames().provinces.values()];
    expect(official).toHaveLength(77);
    const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
    const words = (name: string) => name.split(' ').length;
    for (const { nameTh, nameEn } of official) {
      const shown = byThai.get(nameTh)!;
      if (letters(nameEn) === letters(shown)) expect(words(shown), shown).toBeGreaterThanOrEqual(words(nameEn));
    }
  });

  it('never gives two sub-districts of one district the same romanised name', async () => {
    const clashes = await t.db.execute<{ parent: number; name: string }>(sql`
      select parent_id as parent, name_en as name from regions
       where country = 'TH' and level = 3
       group by parent_id, name_en having count(distinct name_th) > 1`);
    // Only where the official names clash too (Fang's แม่คะ and แม่ข่า are both Mae Kha).
    const official = new Map<string, Set<string>>();
    for (const [code, place] of thaiNames().subDistricts) {
      const key = `${code.slice(0, 4)}:${place.nameEn}`;
      official.set(key, (official.get(key) ?? new Set()).add(place.nameTh));
    }
    const alsoOfficial = new Set([...official].filter(([, th]) => th.size > 1).map(([key]) => key.split(':')[1]));
    expect(alsoOfficial).toEqual(new Set(['Mae Kha']));
    expect(clashes.rows.filter((clash) => !alsoOfficial.has(clash.name))).toEqual([]);
  });

  it('corrects a database loaded with the old names in place, keeping every id', async () => {
    const [siLom] = await t.db
      .select()
      .from(regions)
      .where(and(eq(regions.country, 'TH'), eq(regions.level, 3), eq(regions.nameTh, 'สีลม')));
    await t.db.update(regions).set({ nameEn: 'Sinm' }).where(eq(regions.id, siLom!.id));
    const [korat] = await t.db.select().from(regions).where(eq(regions.code, 'TH-30'));
    await t.db.update(regions).set({ nameEn: 'Nakhonratchasima' }).where(eq(regions.id, korat!.id));
    // The old load also repeated Wang Mai under another district's zip.
    const [wangMai] = await t.db.select().from(regions).where(eq(regions.nameTh, 'วังใหม่'));
    const { id: _id, ...copy } = wangMai!;
    const [repeated] = await t.db
      .insert(regions)
      .values({ ...copy, code: wangMai!.code.replace('-10330-', '-10500-'), zip: '10500', nameEn: 'Wang Mai' })
      .returning();
    expect(await ensureRegions(t.db)).toBe(0);
    const [after] = await t.db.select().from(regions).where(eq(regions.id, siLom!.id));
    expect(after).toMatchObject({ id: siLom!.id, code: siLom!.code, nameEn: 'Si Lom', nameTh: 'สีลม' });
    const [koratAfter] = await t.db.select().from(regions).where(eq(regions.id, korat!.id));
    expect(koratAfter).toMatchObject({ code: 'TH-30', nameEn: 'Nakhon Ratchasima' });
    expect(await t.db.select().from(regions).where(eq(regions.id, repeated!.id))).toEqual([]);
    expect(await t.db.select().from(regions).where(eq(regions.id, wangMai!.id))).toHaveLength(1);
  });
});
