// Builds each module's service once per app, over one database.
import type { AppConfig } from './config/env.ts';
import { CacheBus } from './db/cache-bus.ts';
import type { Db } from './db/client.ts';
import { shopFiles, type ShopFiles } from './lib/shop-files.ts';
import { AddressService } from './modules/address/index.ts';
import { AuditService } from './modules/audit/index.ts';
import { BeansService } from './modules/beans/index.ts';
import { BonusService, bonusSubscribers } from './modules/bonus/index.ts';
import { CartService } from './modules/cart/index.ts';
import { GiftCardAdmin, GiftCardService } from './modules/giftcard/index.ts';
import { CampaignAdmin, SubsidyCampaigns, ZeroCampaignAdmin, ZeroCampaigns } from './modules/campaign/index.ts';
import { CouponService, CouponTemplateAdmin, couponSubscribers } from './modules/coupon/index.ts';
import { DiscountCardService, discountCardPayable } from './modules/discountcard/index.ts';
import { ReviewService } from './modules/review/index.ts';
import { FaqService, FeedbackService } from './modules/support/index.ts';
import { AfterSaleReads, AfterSaleService } from './modules/aftersale/index.ts';
import { CatalogService } from './modules/catalog/index.ts';
import { BankCardService, IdentityService, PrivateFiles } from './modules/identity/index.ts';
import { LedgerService } from './modules/ledger/index.ts';
import { EventsService } from './modules/events/index.ts';
import { LevelRaises } from './modules/levels/index.ts';
import { WithdrawPayouts, WithdrawReview, WithdrawService, WithdrawTax } from './modules/withdraw/index.ts';
import { MemberBuyers, MemberLevels, MemberService, memberSubscribers } from './modules/member/index.ts';
import { NetworkService, networkSubscribers } from './modules/network/index.ts';
import { OauthService } from './modules/oauth/index.ts';
import { OperatorService } from './modules/operator/index.ts';
import { OrdersService, orderPayable } from './modules/orders/index.ts';
import type Stripe from 'stripe';
import {
  PayableRegistry,
  PaymentGateways,
  PaymentService,
  promptPayGateway,
  SandboxSigner,
  sandboxGateway,
  stripeApiBase,
  stripeClient,
  stripeGateway,
} from './modules/payment/index.ts';
import { SettingChangesService, SettingsService } from './modules/settings/index.ts';
import { SharingService, sharerOf, sharingSubscribers } from './modules/sharing/index.ts';
import { WelfareService, welfareSubscribers, type WelfareDeps } from './modules/welfare/index.ts';
import { NoticeService, noticeSubscribers } from './modules/notice/index.ts';
import { RateLimitService, VerifyService } from './modules/verify/index.ts';
import { RefundQueue } from './workflows/refund-payments.ts';
import { DeliveryQueue } from './workflows/relay-events.ts';

export interface Services {
  db: Db;
  config: AppConfig;
  /** Cache invalidations of this process; main.ts connects it to the other processes. */
  caches: CacheBus;
  settings: SettingsService;
  settingChanges: SettingChangesService;
  members: MemberService;
  rateLimits: RateLimitService;
  verify: VerifyService;
  oauth: OauthService;
  operators: OperatorService;
  audit: AuditService;
  ledger: LedgerService;
  catalog: CatalogService;
  privateFiles: PrivateFiles;
  /** Where uploaded and private files are kept: local folders or a bucket (FILE_STORE). */
  files: ShopFiles;
  identity: IdentityService;
  bankCards: BankCardService;
  addresses: AddressService;
  cart: CartService;
  coupons: CouponService;
  couponTemplates: CouponTemplateAdmin;
  /** Gift cards: redeeming codes, and the operators' batches. */
  giftCards: GiftCardService;
  giftCardAdmin: GiftCardAdmin;
  subsidies: SubsidyCampaigns;
  campaignAdmin: CampaignAdmin;
  zeroCampaigns: ZeroCampaigns;
  zeroCampaignAdmin: ZeroCampaignAdmin;
  /** Discount cards bought (cash or QR) and passed on. */
  discountCards: DiscountCardService;
  /** VIP welfare, granted once on first reaching level 2. */
  welfare: WelfareService;
  memberLevels: MemberLevels;
  /** Operators' two-person raises of members' levels. */
  levelRaises: LevelRaises;
  reviews: ReviewService;
  /** The FAQ and members' feedback with its conversation. */
  faq: FaqService;
  feedback: FeedbackService;
  afterSales: AfterSaleService;
  orders: OrdersService;
  /** Product links, sales pages and the sharer's cashback. */
  sharing: SharingService;
  /** The bonus engine: order bonuses, bonus credit, the daily pairing settlement. */
  bonus: BonusService;
  payments: PaymentService;
  /** What a payment intent can pay: each kind declared by the module that owns it. */
  payables: PayableRegistry;
  /** The payment providers, each behind the one gateway interface; the sandbox stands in outside production. */
  gateways: PaymentGateways;
  sandboxSigner: SandboxSigner;
  /** A Stripe client for the shop's secret key (Stripe's API, or the one `STRIPE_API_URL` names). */
  stripe: (secretKey: string) => Stripe;
  /** Where a cancel announces a QR refund once committed: the job queue, once jobs run here. */
  refundQueue: RefundQueue;
  /** Domain events: the relay's steps and every module's subscribers, collected here. */
  events: EventsService;
  /** Where a delivery is handed to the job queue, once jobs run here. */
  deliveryQueue: DeliveryQueue;
  /** The binary placement tree, its leg volumes and the team charts. */
  network: NetworkService;
  /** The beans market: sell-beans orders and distributors. */
  beans: BeansService;
  /** Operator notices, members' system notifications, the homepage top alert, the webview allow-list. */
  notices: NoticeService;
  /** Withdrawals: a member's applications, the two reviews, payout batches, tax certificates. */
  withdraw: WithdrawService;
  withdrawReview: WithdrawReview;
  withdrawPayouts: WithdrawPayouts;
  withdrawTax: WithdrawTax;
}

/** The payment providers, each behind the one gateway interface; the sandbox stands in outside production. */
function paymentProviders(db: Db, config: AppConfig, settings: SettingsService) {
  const stripeBase = stripeApiBase(config.stripeApiUrl);
  const payments = new PaymentService();
  const sandboxSigner = new SandboxSigner(config.privateLinkSecret);
  const stripe = (secretKey: string) => stripeClient(secretKey, stripeBase);
  const sandbox = sandboxGateway(sandboxSigner, config.isProduction);
  const stripeProvider = stripeGateway({
    db,
    payments,
    stripe,
    receiptEmail: async () => (await settings.get(db, 'supportEmail')) || 'payments@example.invalid',
  });
  const providers = [sandbox, promptPayGateway, stripeProvider];
  const gateways = new PaymentGateways(providers, config.isProduction ? null : sandbox);
  return { payments, sandboxSigner, stripe, gateways };
}

type OrdersDeps = ConstructorParameters<typeof OrdersService>[0];

/**
 * Orders with what they ask of higher modules: after-sales (an order's MP waits while a refund of it
 * is open, and counts only the units not refunded), sharing (who a shared order's code names) and
 * campaigns (subsidy budgets paying part of a line).
 */
function ordersAndSharing(
  deps: Omit<OrdersDeps, 'hasOpenRefund' | 'refundedUnits' | 'refundedLines' | 'sharerOf' | 'subsidies'>,
) {
  const subsidies = new SubsidyCampaigns({ ledger: deps.ledger });
  const afterSaleReads = new AfterSaleReads();
  const refundedUnits: OrdersDeps['refundedUnits'] = (tx, orderId) => afterSaleReads.refundedUnits(tx, orderId);
  const orders = new OrdersService({
    ...deps,
    hasOpenRefund: (tx, orderId) => afterSaleReads.hasOpenRefund(tx, orderId),
    refundedUnits,
    refundedLines: (db, orderId) => afterSaleReads.refundedLines(db, orderId),
    sharerOf,
    subsidies,
  });
  const sharing = new SharingService({ catalog: deps.catalog, ledger: deps.ledger, orders, refundedUnits });
  return { orders, sharing, subsidies };
}

/** The beans market, its sell-beans order registered as a payable kind. */
function beansMarket(
  ledger: LedgerService,
  settings: SettingsService,
  verify: VerifyService,
  payables: PayableRegistry,
) {
  const beans = new BeansService({
    ledger,
    settings,
    // The buyer may be named by mobile as typed; what is not a mobile is tried as an invite code.
    normalizeMobile: (db, text) => verify.normalizeMobile(db, text).catch(() => null),
  });
  payables.register(beans.payable());
  return beans;
}

/** Where files are kept, and identity's private images behind their signed links. */
function fileParts(config: AppConfig) {
  const files = shopFiles(config);
  const privateFiles = new PrivateFiles({
    store: files.privateArea('identity'),
    secret: config.privateLinkSecret,
    ttlMs: config.privateLinkTtlMs,
  });
  return { files, privateFiles, identity: new IdentityService(privateFiles) };
}

/** `log` is the server log (development codes are printed there). */
export function createServices(db: Db, config: AppConfig, log: (line: string) => void = () => {}): Services {
  const caches = new CacheBus();
  const settings = new SettingsService({ allowPrivateUrls: config.allowPrivateProviderUrls, bus: caches });
  const rateLimits = new RateLimitService();
  const verify = new VerifyService(settings, rateLimits, {
    isProduction: config.isProduction,
    allowPrivateUrls: config.allowPrivateProviderUrls,
    log,
  });
  const { files, privateFiles, identity } = fileParts(config);
  const catalog = new CatalogService(caches);
  const ledger = new LedgerService(settings);
  const members = new MemberService(config.sessionTtlMs, {
    settings,
    verify,
    limits: rateLimits,
    uploads: files.uploads,
    authCacheMs: config.authCacheMs,
    bus: caches,
  });
  // One for every module that raises a level, so each raise reaches the token caches.
  const buyers = new MemberBuyers(verify, caches);
  const addresses = new AddressService((tx, mobile, field) => verify.normalizeMobile(tx, mobile, field));
  const coupons = new CouponService();
  const cart = new CartService(catalog, {
    freeShippingMinor: async (db) => (await settings.get(db, 'orderRules')).freeShippingMinor,
  });
  const { orders, sharing, subsidies } = ordersAndSharing({
    catalog,
    cart,
    ledger,
    coupons,
    settings,
    buyers,
    addresses,
  });
  const { payables, discountCards } = payableParts(orders, ledger, settings);
  return {
    db,
    config,
    caches,
    settings,
    settingChanges: new SettingChangesService(settings),
    members,
    rateLimits,
    verify,
    oauth: new OauthService(settings, config.isProduction, config.allowPrivateProviderUrls),
    operators: operatorService(config, settings, rateLimits, caches),
    audit: new AuditService(),
    ledger,
    catalog,
    privateFiles,
    files,
    identity,
    bankCards: new BankCardService(identity),
    addresses,
    cart,
    orders,
    sharing,
    afterSales: new AfterSaleService({ ledger, catalog, orders, settings }),
    ...paymentProviders(db, config, settings),
    payables,
    beans: beansMarket(ledger, settings, verify, payables),
    refundQueue: new RefundQueue(),
    coupons,
    couponTemplates: new CouponTemplateAdmin(),
    ...giftCardParts(ledger, rateLimits, orders),
    discountCards,
    subsidies,
    ...campaignParts({ ledger, orders, catalog }),
    reviews: new ReviewService(),
    ...supportParts(config, files),
    notices: new NoticeService({ settings }),
    ...membershipParts(buyers),
    ...withdrawParts({ ledger, identity, bankCards: new BankCardService(identity), settings, files: privateFiles }),
    ...eventParts({ buyers, sharing, ledger, settings, coupons }),
  };
}

function operatorService(config: AppConfig, settings: SettingsService, limits: RateLimitService, bus: CacheBus) {
  const { operatorSessionTtlMs: sessionTtlMs, authCacheMs } = config;
  return new OperatorService({ settings, limits, sessionTtlMs, authCacheMs, bus });
}

/** The FAQ, and feedback with its photos kept privately beside the identity images. */
function supportParts(config: AppConfig, files: ShopFiles): Pick<Services, 'faq' | 'feedback'> {
  const { privateLinkSecret: secret, privateLinkTtlMs: ttlMs } = config;
  const store = files.privateArea('feedback');
  return {
    faq: new FaqService(),
    feedback: new FeedbackService(new PrivateFiles({ store, secret, ttlMs, area: 'feedback' })),
  };
}

/** Campaigns: the subsidy campaigns' back office and the 0-yuan items, taken and run. */
function campaignParts(
  deps: ConstructorParameters<typeof ZeroCampaigns>[0],
): Pick<Services, 'campaignAdmin' | 'zeroCampaigns' | 'zeroCampaignAdmin'> {
  return {
    campaignAdmin: new CampaignAdmin(),
    zeroCampaigns: new ZeroCampaigns(deps),
    zeroCampaignAdmin: new ZeroCampaignAdmin(),
  };
}

/** Gift cards: members' redemptions and operators' batches. */
function giftCardParts(
  ledger: LedgerService,
  limits: RateLimitService,
  orders: OrdersService,
): Pick<Services, 'giftCards' | 'giftCardAdmin'> {
  return { giftCards: new GiftCardService({ ledger, limits, orders }), giftCardAdmin: new GiftCardAdmin() };
}

/** Each payable kind is declared by the module that owns it and registered here. */
function payableParts(orders: OrdersService, ledger: LedgerService, settings: SettingsService) {
  const payables = new PayableRegistry();
  payables.register(orderPayable(orders));
  const discountCards = new DiscountCardService({ ledger, settings });
  payables.register(discountCardPayable(discountCards));
  return { payables, discountCards };
}

/** Levels: a member's own history and the operators' two-person raise. */
function membershipParts(buyers: MemberBuyers): Pick<Services, 'memberLevels' | 'levelRaises'> {
  const memberLevels = new MemberLevels();
  return { memberLevels, levelRaises: new LevelRaises({ levels: memberLevels, buyers }) };
}

/** Withdrawals: the member's side, the reviews, the payouts and the tax certificates. */
function withdrawParts(
  deps: ConstructorParameters<typeof WithdrawService>[0],
): Pick<Services, 'withdraw' | 'withdrawReview' | 'withdrawPayouts' | 'withdrawTax'> {
  const withdraw = new WithdrawService(deps);
  const withdrawReview = new WithdrawReview(withdraw);
  return {
    withdraw,
    withdrawReview,
    withdrawPayouts: new WithdrawPayouts(deps.ledger, withdrawReview),
    withdrawTax: new WithdrawTax(deps.files),
  };
}

interface EventDeps extends WelfareDeps {
  buyers: MemberBuyers;
  sharing: SharingService;
}

/**
 * Every module's subscribers, collected here: the publishing modules never name them. The network,
 * the bonus engine and the VIP welfare are built here too, as they mostly act on events.
 */
function eventParts(deps: EventDeps): Pick<Services, 'network' | 'bonus' | 'welfare' | 'events' | 'deliveryQueue'> {
  const { buyers, sharing, ledger, settings, coupons } = deps;
  const network = new NetworkService();
  // The daily pairing settlement reads and takes the network's leg volumes.
  const bonus = new BonusService({ ledger, settings, pairingLegs: network });
  const welfare = new WelfareService({ settings, coupons, ledger });
  return {
    network,
    bonus,
    welfare,
    events: new EventsService([
      ...memberSubscribers(buyers),
      ...networkSubscribers(network),
      ...sharingSubscribers(sharing),
      ...bonusSubscribers(bonus),
      ...welfareSubscribers(welfare),
      ...noticeSubscribers(),
      ...couponSubscribers({ coupons, settings }),
    ]),
    deliveryQueue: new DeliveryQueue(),
  };
}
