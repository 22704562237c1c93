// Loads the regions once per database and answers the region calls.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { RegionCountry, RegionView } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { chinaRegions, thaiRegions, type RegionSeed } from './address.region-sources.ts';
import { regions } from './address.schema.ts';
import { reviseThaiNames } from './address.thai-names.ts';

export type RegionRow = typeof regions.$inferSelect;

const REGION_LOCK = 7_301_012;
const CHUNK = 1000;

/** Loads every region from the data packages into an empty table; a loaded table only has its Thai names revised. */
export async function ensureRegions(db: Db): Promise<number> {
  if ((await db.$count(regions)) > 0) {
    // A table loaded before the corrected Thai names gets them in place.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REGION_LOCK})`);
      await reviseThaiNames(tx);
    });
    return 0;
  }
  // The data packages are read before the transaction opens: on a busy machine reading them takes
  // seconds, and the database ends a session left idle in a transaction that long.
  const seeds = [...(await thaiRegions()), ...chinaRegions()];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGION_LOCK})`);
    if ((await tx.$count(regions)) > 0) return 0;
    const ids = new Map<string, number>();
    // Parents before children, so each level finds its parents' ids.
    for (const level of [1, 2, 3] as const) {
      const rows = seeds.filter((seed) => seed.level === level);
      for (let start = 0; start < rows.length; start += CHUNK) {
        const values = rows.slice(start, start + CHUNK).map((seed) => toValues(seed, ids));
        const inserted = await tx.insert(regions).values(values).returning({ id: regions.id, code: regions.code });
        for (const row of inserted) ids.set(row.code, row.id);
      }
    }
    return seeds.length;
  });
}

function toValues(seed: RegionSeed, ids: Map<string, number>): typeof regions.$inferInsert {
  const { parentCode, ...rest } = seed;
  const parentId = parentCode === null ? null : ids.get(parentCode);
  if (parentId === undefined) throw new Error(`Region ${seed.code}: parent ${parentCode} was not loaded`);
  return { ...rest, parentId };
}

/** The name in the reader's language, falling back through the languages the data carries. */
export function regionName(row: Pick<RegionRow, 'nameZh' | 'nameEn' | 'nameTh'>, locale: Locale): string {
  const order =
    locale === 'th_TH'
      ? [row.nameTh, row.nameEn, row.nameZh]
      : locale === 'en_US'
        ? [row.nameEn, row.nameTh, row.nameZh]
        : [row.nameZh, row.nameEn, row.nameTh];
  return order.find((name) => name) ?? '';
}

export function toRegionView(row: RegionRow, locale: Locale): RegionView {
  return {
    id: row.id,
    pid: row.parentId ?? 0,
    level: row.level,
    country: row.country,
    name: regionName(row, locale),
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    nameTh: row.nameTh,
    zip: row.zip,
  };
}

const countryOrder = sql`case ${regions.country} when 'TH' then 0 else 1 end`;

export class RegionService {
  /** Provinces of one country, or of both (Thailand first). */
  async provinces(db: DbOrTx, locale: Locale, country?: RegionCountry) {
    const rows = await db
      .select()
      .from(regions)
      .where(and(eq(regions.level, 1), country ? eq(regions.country, country) : undefined))
      .orderBy(countryOrder, asc(regions.code));
    return rows.map((row) => toRegionView(row, locale));
  }

  /** Children of a region (0: provinces); `distinct` keeps one row per name. */
  async children(db: DbOrTx, locale: Locale, pid: number, distinct = false) {
    if (pid === 0) return this.provinces(db, locale);
    const rows = await db.select().from(regions).where(eq(regions.parentId, pid)).orderBy(asc(regions.code));
    const views = rows.map((row) => toRegionView(row, locale));
    if (!distinct) return views;
    const seen = new Set<string>();
    return views.filter((view) => !seen.has(view.name) && seen.add(view.name));
  }

  /** Regions whose name in any language contains `text`, shallow levels first, with their parents' names. */
  async byName(db: DbOrTx, locale: Locale, text: string, limit: number) {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const rows = await db
      .select()
      .from(regions)
      .where(or(ilike(regions.nameZh, pattern), ilike(regions.nameEn, pattern), ilike(regions.nameTh, pattern)))
      .orderBy(asc(regions.level), countryOrder, asc(regions.code))
      .limit(limit);
    return this.withPaths(db, locale, rows);
  }

  /** Views of `rows` with the names of their parents, province first. */
  async withPaths(db: DbOrTx, locale: Locale, rows: RegionRow[]) {
    const known = new Map(rows.map((row) => [row.id, row]));
    let missing = rows.map((row) => row.parentId).filter((id): id is number => id !== null && !known.has(id));
    while (missing.length > 0) {
      const parents = await db.select().from(regions).where(inArray(regions.id, missing));
      for (const parent of parents) known.set(parent.id, parent);
      missing = parents.map((row) => row.parentId).filter((id): id is number => id !== null && !known.has(id));
    }
    return rows.map((row) => {
      const path: string[] = [];
      for (let at = known.get(row.parentId ?? -1); at; at = known.get(at.parentId ?? -1))
        path.unshift(regionName(at, locale));
      return { ...toRegionView(row, locale), path };
    });
  }

  /** The region rows by id; a missing id is a 400 naming `field`. */
  async require(db: DbOrTx, id: number, field: string): Promise<RegionRow> {
    const [row] = await db.select().from(regions).where(eq(regions.id, id));
    if (!row) throw new ValidationFailure([{ code: 'custom', path: [field], message: 'REGION_UNKNOWN' }]);
    return row;
  }

  /** The nearest region with a centroid, then its parents: offline, no map service. */
  async nearest(db: DbOrTx, locale: Locale, latitude: number, longitude: number) {
    // Equirectangular distance: exact enough to rank a few thousand centroids, and cheap.
    const distance = sql<number>`6371 * sqrt(power(radians(${regions.latitude} - ${latitude}), 2) + power(radians(${regions.longitude} - ${longitude}) * cos(radians(${latitude})), 2))`;
    const [hit] = await db
      .select({ row: regions, distance })
      .from(regions)
      .where(sql`${regions.latitude} is not null`)
      .orderBy(distance, sql`${regions.level} desc`)
      .limit(1);
    if (!hit) throw new AppError('NOT_FOUND', 'address.noRegionNear', undefined, 'NO_REGION');
    const chain = [hit.row];
    while (chain[0]!.parentId !== null) chain.unshift(await this.require(db, chain[0]!.parentId, 'pid'));
    const [province, city, area] = chain.map((row) => toRegionView(row, locale));
    return {
      province: province!,
      city: city ?? null,
      area: area ?? null,
      distanceKm: Math.round(hit.distance * 10) / 10,
    };
  }
}
