// The catalogue's public face: one small service per job, sharing one clock and one cache.
// Every method takes the database (the pool, or the transaction it joins) as its first argument.
import { CatalogAdminService } from './catalog.admin.ts';
import { BrandService } from './catalog.brand.service.ts';
import { ProductCards } from './catalog.cards.ts';
import type { CacheBus } from '../../db/cache-bus.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ProductCard } from '@mall/contracts';
import { CatalogContext, type Clock, type Viewer } from './catalog.context.ts';
import { FavoriteService } from './catalog.favorite.service.ts';
import { FlashSaleService } from './catalog.flash-sale.service.ts';
import { HomeService } from './catalog.home.service.ts';
import { ListingService } from './catalog.listing.service.ts';
import { ProductDetailService } from './catalog.product-detail.service.ts';
import { SearchHistoryService } from './catalog.search-history.service.ts';
import { shareFacts, type ShareFacts } from './catalog.share-facts.ts';
import { SkuLineService } from './catalog.sku-lines.ts';
import { StockService } from './catalog.stock.service.ts';

export class CatalogService {
  private readonly context: CatalogContext;
  private readonly cards: ProductCards;
  readonly searchHistory = new SearchHistoryService();
  readonly listing: ListingService;
  readonly brands: BrandService;
  readonly home: HomeService;
  readonly products: ProductDetailService;
  readonly flashSales: FlashSaleService;
  readonly favorites: FavoriteService;
  readonly stock: StockService;
  /** SKUs as cart and order lines read them. */
  readonly skuLines: SkuLineService;
  readonly admin: CatalogAdminService;

  /** `bus` carries operator edits to the other server processes' caches. */
  constructor(bus?: CacheBus) {
    this.context = new CatalogContext(bus);
    this.cards = new ProductCards(this.context);
    this.listing = new ListingService(this.context, this.cards, this.searchHistory);
    this.brands = new BrandService(this.context);
    this.home = new HomeService(this.context, this.cards, this.brands);
    this.products = new ProductDetailService(this.context);
    this.flashSales = new FlashSaleService(this.context);
    this.favorites = new FavoriteService(this.context, this.cards);
    this.admin = new CatalogAdminService(this.context);
    this.stock = new StockService(this.context);
    this.skuLines = new SkuLineService(this.context);
  }

  /** Shared answers kept as their compressed bytes, dropped with every catalogue edit and setting. */
  get answers() {
    return this.context.answers;
  }

  /** The clock flash-sale states are read from; tests and the demo seed move it. */
  get clock(): Clock {
    return this.context.clock;
  }

  set clock(clock: Clock) {
    this.context.clock = clock;
  }

  /** Listed products' cards in the order of `ids`, priced for the viewer (a sales page's products). */
  cardsOf(db: DbOrTx, viewer: Viewer, ids: number[]): Promise<ProductCard[]> {
    return this.cards.byIds(db, viewer, ids);
  }

  /** Whether each product may go on a sales page, and its cashback a unit. */
  shareFacts(db: DbOrTx, ids: number[]): Promise<Map<number, ShareFacts>> {
    return shareFacts(db, ids);
  }

  /** Forgets cached content after an edit, here and (on commit) in every server process. */
  async invalidate(db: DbOrTx): Promise<void> {
    await this.context.invalidate(db);
  }
}
