// The regions operators put first in the picker.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { RegionService } from './address.regions.ts';
import { hotRegions, regions } from './address.schema.ts';

export class HotRegionService {
  private readonly regions: RegionService;

  constructor(regionService: RegionService) {
    this.regions = regionService;
  }

  /** The hot regions in the operators' order, each with its parents' names. */
  async list(db: DbOrTx, locale: Locale) {
    const hot = await db.select().from(hotRegions).orderBy(asc(hotRegions.sortOrder), asc(hotRegions.regionId));
    if (hot.length === 0) return [];
    const rows = await db
      .select()
      .from(regions)
      .where(
        inArray(
          regions.id,
          hot.map((entry) => entry.regionId),
        ),
      );
    const byId = new Map((await this.regions.withPaths(db, locale, rows)).map((view) => [view.id, view]));
    return hot.flatMap((entry) => {
      const view = byId.get(entry.regionId);
      return view ? [{ ...view, sortOrder: entry.sortOrder }] : [];
    });
  }

  /** One hot region as listed, or NOT_FOUND. */
  async get(db: DbOrTx, locale: Locale, regionId: number) {
    const found = (await this.list(db, locale)).find((entry) => entry.id === regionId);
    if (!found) throw new AppError('NOT_FOUND', 'address.hotRegionNotFound', undefined, 'HOT_REGION_NOT_FOUND');
    return found;
  }

  /** Makes a region hot, or moves it (in a transaction). */
  async save(tx: DbOrTx, locale: Locale, regionId: number, sortOrder: number) {
    await this.regions.require(tx, regionId, 'regionId');
    await tx
      .insert(hotRegions)
      .values({ regionId, sortOrder })
      .onConflictDoUpdate({ target: hotRegions.regionId, set: { sortOrder } });
    return this.get(tx, locale, regionId);
  }

  /** The region stops being hot (in a transaction); NOT_FOUND when it was not. */
  async remove(tx: DbOrTx, regionId: number): Promise<void> {
    const deleted = await tx.delete(hotRegions).where(eq(hotRegions.regionId, regionId)).returning();
    if (deleted.length === 0)
      throw new AppError('NOT_FOUND', 'address.hotRegionNotFound', undefined, 'HOT_REGION_NOT_FOUND');
  }
}
