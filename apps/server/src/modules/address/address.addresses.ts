// A member's delivery addresses: only the owner reads or changes them, and the database keeps
// one default per member (a partial unique index); writes that move the default are serialised
// per member by an advisory lock so concurrent "set default" calls queue instead of failing.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AddressView } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { regionName, type RegionRow, type RegionService } from './address.regions.ts';
import { memberAddresses, regions } from './address.schema.ts';

/** Checks a mobile number and returns its stored form; a 400 naming `field` otherwise. */
export type MobileCheck = (db: DbOrTx, input: string, field: string) => Promise<string>;

export interface AddressInput {
  name: string;
  mobile: string;
  provinceId: number;
  cityId: number;
  areaId: number;
  zip: string;
  address: string;
  isDefault: boolean;
}

type AddressRow = typeof memberAddresses.$inferSelect;

const MEMBER_LOCK = 7_301_013;
/** More than this is a script, not a shopper. */
export const MAX_ADDRESSES = 50;

export class AddressBook {
  private readonly regions: RegionService;
  private readonly checkMobile: MobileCheck;

  constructor(regions: RegionService, checkMobile: MobileCheck) {
    this.regions = regions;
    this.checkMobile = checkMobile;
  }

  /** The member's addresses, default first, then the newest. */
  async list(db: DbOrTx, locale: Locale, memberId: number): Promise<AddressView[]> {
    const rows = await db
      .select()
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, memberId))
      .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.updatedAt), desc(memberAddresses.id));
    return this.views(db, locale, rows);
  }

  /** One of the member's addresses; someone else's is as absent as a missing one. */
  async get(db: DbOrTx, locale: Locale, memberId: number, id: number): Promise<AddressView> {
    return (await this.views(db, locale, [await this.own(db, memberId, id)]))[0]!;
  }

  /** The member's default address, or null. */
  async byDefault(db: DbOrTx, locale: Locale, memberId: number): Promise<AddressView | null> {
    const rows = await db
      .select()
      .from(memberAddresses)
      .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true)));
    return rows.length === 0 ? null : (await this.views(db, locale, rows))[0]!;
  }

  /** Adds an address (in a transaction); the member's first address becomes the default. */
  async add(tx: DbOrTx, locale: Locale, memberId: number, input: AddressInput): Promise<AddressView> {
    const values = await this.checked(tx, input);
    await this.lockMember(tx, memberId);
    const count = await tx.$count(memberAddresses, eq(memberAddresses.memberId, memberId));
    if (count >= MAX_ADDRESSES) throw new AppError('CONFLICT', 'address.tooMany', { max: MAX_ADDRESSES }, 'TOO_MANY');
    const isDefault = input.isDefault || !(await this.hasDefault(tx, memberId));
    if (isDefault) await this.clearDefault(tx, memberId);
    const [row] = await tx
      .insert(memberAddresses)
      .values({ ...values, memberId, isDefault })
      .returning();
    return (await this.views(tx, locale, [row!]))[0]!;
  }

  /** Changes one of the member's addresses (in a transaction). */
  async update(tx: DbOrTx, locale: Locale, memberId: number, id: number, input: AddressInput): Promise<AddressView> {
    const values = await this.checked(tx, input);
    await this.lockMember(tx, memberId);
    const current = await this.own(tx, memberId, id);
    // Unticking the default box does not leave the member without one.
    const isDefault = current.isDefault || input.isDefault;
    if (isDefault && !current.isDefault) await this.clearDefault(tx, memberId);
    const [row] = await tx
      .update(memberAddresses)
      .set({ ...values, isDefault, updatedAt: sql`now()` })
      .where(eq(memberAddresses.id, id))
      .returning();
    return (await this.views(tx, locale, [row!]))[0]!;
  }

  /** Makes one of the member's addresses the default (in a transaction). */
  async makeDefault(tx: DbOrTx, locale: Locale, memberId: number, id: number): Promise<AddressView> {
    await this.lockMember(tx, memberId);
    await this.own(tx, memberId, id);
    await this.clearDefault(tx, memberId, id);
    const [row] = await tx
      .update(memberAddresses)
      .set({ isDefault: true, updatedAt: sql`now()` })
      .where(eq(memberAddresses.id, id))
      .returning();
    return (await this.views(tx, locale, [row!]))[0]!;
  }

  /** Deletes some of the member's addresses (all must be theirs); a removed default passes to the newest left. */
  async remove(tx: DbOrTx, memberId: number, ids: number[]): Promise<number> {
    await this.lockMember(tx, memberId);
    const unique = [...new Set(ids)];
    const deleted = await tx
      .delete(memberAddresses)
      .where(and(eq(memberAddresses.memberId, memberId), inArray(memberAddresses.id, unique)))
      .returning({ id: memberAddresses.id });
    if (deleted.length !== unique.length)
      throw new AppError('NOT_FOUND', 'address.notFound', undefined, 'ADDRESS_NOT_FOUND');
    if (!(await this.hasDefault(tx, memberId))) {
      const [newest] = await tx
        .select({ id: memberAddresses.id })
        .from(memberAddresses)
        .where(eq(memberAddresses.memberId, memberId))
        .orderBy(desc(memberAddresses.updatedAt), desc(memberAddresses.id))
        .limit(1);
      if (newest) await tx.update(memberAddresses).set({ isDefault: true }).where(eq(memberAddresses.id, newest.id));
    }
    return deleted.length;
  }

  private async lockMember(tx: DbOrTx, memberId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK}, ${memberId})`);
  }

  private async hasDefault(db: DbOrTx, memberId: number): Promise<boolean> {
    const where = and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true));
    return (await db.$count(memberAddresses, where)) > 0;
  }

  private async clearDefault(tx: DbOrTx, memberId: number, except?: number): Promise<void> {
    await tx
      .update(memberAddresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(memberAddresses.memberId, memberId),
          eq(memberAddresses.isDefault, true),
          except === undefined ? undefined : ne(memberAddresses.id, except),
        ),
      );
  }

  private async own(db: DbOrTx, memberId: number, id: number): Promise<AddressRow> {
    const [row] = await db
      .select()
      .from(memberAddresses)
      .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)));
    if (!row) throw addressNotFound();
    return row;
  }

  /**
   * The columns to write: regions must nest (province > city > area) and a zip must be the area's
   * where the data has one (Thailand); mainland China's data has none, so there it may be empty.
   */
  private async checked(db: DbOrTx, input: AddressInput) {
    const province = await this.regions.require(db, input.provinceId, 'provinceId');
    const city = await this.regions.require(db, input.cityId, 'cityId');
    const area = await this.regions.require(db, input.areaId, 'areaId');
    const nests = (child: RegionRow, parent: RegionRow) => child.parentId === parent.id;
    if (province.level !== 1) throw fieldError('provinceId');
    if (!nests(city, province)) throw fieldError('cityId');
    if (!nests(area, city)) throw fieldError('areaId');
    if (area.zip && area.zip !== input.zip) throw fieldError('zip');
    const mobile = await this.checkMobile(db, input.mobile, 'mobile');
    const { name, zip, address, provinceId, cityId, areaId } = input;
    return { name, mobile, zip, address, provinceId, cityId, areaId };
  }

  private async views(db: DbOrTx, locale: Locale, rows: AddressRow[]): Promise<AddressView[]> {
    const ids = [...new Set(rows.flatMap((row) => [row.provinceId, row.cityId, row.areaId]))];
    const named = ids.length === 0 ? [] : await db.select().from(regions).where(inArray(regions.id, ids));
    const names = new Map(named.map((region) => [region.id, regionName(region, locale)]));
    return rows.map((row) => viewOf(row, names));
  }

  /** One of the member's addresses, as a part of a caller's batch (`readTogether`); null when not theirs. */
  getPart(locale: Locale, memberId: number, id: number): ReadPart<AddressView | null> {
    return {
      query: sql`
        select a.id, a.name, a.mobile, a.province_id as "provinceId", a.city_id as "cityId", a.area_id as "areaId",
               a.zip, a.address, a.is_default as "isDefault", a.updated_at as "updatedAt",
               (select json_agg(json_build_object('id', r.id, 'nameZh', r.name_zh, 'nameEn', r.name_en, 'nameTh', r.name_th))
                  from regions r where r.id in (a.province_id, a.city_id, a.area_id)) as regions
          from member_addresses a where a.id = ${id} and a.member_id = ${memberId}`,
      parse: (rows) => {
        const row = rows[0] as
          (Omit<AddressRow, 'updatedAt'> & { updatedAt: string; regions: RegionNames[] }) | undefined;
        if (!row) return null;
        const names = new Map((row.regions ?? []).map((region) => [region.id, regionName(region, locale)]));
        return viewOf({ ...row, updatedAt: new Date(row.updatedAt) }, names);
      },
    };
  }
}

type RegionNames = Pick<RegionRow, 'id' | 'nameZh' | 'nameEn' | 'nameTh'>;

function viewOf(row: Omit<AddressRow, 'memberId' | 'createdAt'>, names: Map<number, string>): AddressView {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    provinceId: row.provinceId,
    cityId: row.cityId,
    areaId: row.areaId,
    province: names.get(row.provinceId) ?? '',
    city: names.get(row.cityId) ?? '',
    area: names.get(row.areaId) ?? '',
    zip: row.zip,
    address: row.address,
    isDefault: row.isDefault ? 1 : 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function addressNotFound(): AppError {
  return new AppError('NOT_FOUND', 'address.notFound', undefined, 'ADDRESS_NOT_FOUND');
}

function fieldError(field: string): ValidationFailure {
  return new ValidationFailure([{ code: 'custom', path: [field], message: 'REGION_MISMATCH' }]);
}
