// The catalogue's public face: one small service per job, sharing one clock and one cache.
// Every method takes the database (the pool, or the transaction it joins) as its first argument.
import { CatalogAdminService } from './catalog.admin.ts';
import { BrandService } from './catalog.brand.service.ts';
import { ProductCards } from './catalog.cards.ts';
import { CatalogContext, type Clock } from './catalog.context.ts';
import { FavoriteService } from './catalog.favorite.service.ts';
import { FlashSaleService } from './catalog.flash-sale.service.ts';
import { HomeService } from './catalog.home.service.ts';
import { ListingService } from './catalog.listing.service.ts';
import { ProductDetailService } from './catalog.product-detail.service.ts';
import { SearchHistoryService } from './catalog.search-history.service.ts';
import { StockService } from './catalog.stock.service.ts';

export class CatalogService {
  private readonly context = new CatalogContext();
  private readonly cards = new ProductCards(this.context);
  readonly searchHistory = new SearchHistoryService();
  readonly listing = new ListingService(this.context, this.cards, this.searchHistory);
  readonly brands = new BrandService(this.context);
  readonly home = new HomeService(this.context, this.cards, this.brands);
  readonly products = new ProductDetailService(this.context);
  readonly flashSales = new FlashSaleService(this.context);
  readonly favorites = new FavoriteService(this.context, this.cards);
  readonly stock = new StockService();
  readonly admin = new CatalogAdminService(this.context);

  /** The clock flash-sale states are read from; tests and the demo seed move it. */
  get clock(): Clock {
    return this.context.clock;
  }

  set clock(clock: Clock) {
    this.context.clock = clock;
  }

  /** Forgets cached content after an operator edit. */
  invalidate(): void {
    this.context.invalidate();
  }
}
