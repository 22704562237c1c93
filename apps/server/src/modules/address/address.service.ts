// The address module's facade: regions, hot regions, smart paste and members' address books.
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { AddressBook, type MobileCheck } from './address.addresses.ts';
import { HotRegionService } from './address.hot-regions.ts';
import { buildRegionIndex, type RegionIndex } from './address.region-index.ts';
import { RegionService, toRegionView } from './address.regions.ts';
import { regions as regionTable } from './address.schema.ts';
import { identifyAddress } from './address.smart-paste.ts';

export class AddressService {
  readonly regions = new RegionService();
  readonly hotRegions = new HotRegionService(this.regions);
  readonly book: AddressBook;
  /** Regions never change while the server runs (they load before it starts), so one index serves all. */
  private index: Promise<RegionIndex> | undefined;

  constructor(checkMobile: MobileCheck) {
    this.book = new AddressBook(this.regions, checkMobile);
  }

  /** Smart paste: a pasted address block read into its parts, with region views in `locale`. */
  async identify(db: DbOrTx, locale: Locale, text: string) {
    this.index ??= db
      .select()
      .from(regionTable)
      .then(buildRegionIndex)
      .catch((error: unknown) => {
        this.index = undefined;
        throw error;
      });
    const found = identifyAddress(text, await this.index);
    const view = (entry: typeof found.province) => (entry ? toRegionView(entry.row, locale) : null);
    return { ...found, province: view(found.province), city: view(found.city), area: view(found.area) };
  }
}
