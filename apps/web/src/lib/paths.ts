// The client page paths the shop links to; the hash router uses the same paths so shared links keep working.
export const paths = {
  launch: '/',
  home: '/pages/index/index',
  points: '/pages/integral/index',
  vip: '/pages/pacer-new/index',
  cart: '/pages/cart/cart',
  account: '/pages/user/user',
  language: '/pages/user/language',
  login: '/pages/public/login',
  walletHistory: '/pages/pacer-new/history',
  voucherHistory: '/pages/pacer-new/voucher-history',
  levelDetail: '/pages/pacer-new/level-detail',
  vipCenter: '/pages/pacer-new/vip-center',
  buyVip: '/pages/pac/buyVip',
  vipWelfare: '/pages/pac/vipWelfare',
  team: '/pages/pacer/team',
  teamChart: '/pages/pacer/team-webview',
  cashCreate: '/pages/pacer/cash-create',
  cashList: '/pages/vip/cash-list',
  cashDetail: '/pages/vip/cash-detail',
  taxRequest: '/pages/vip/tax-request',
  withdrawalHistory: '/pages/pacer-new/withdrawal-history',
  pointsHistory: '/pages/integral/integral-history',
  discountCardHistory: '/pages/discount-card/history',
  discountCardPurchase: '/pages/discount-card/purchase',
  discountCardSearch: '/pages/discount-card/search',
  loginService: '/pages/public/login-service',
  loginServiceWx: '/pages/public/login-service-wx',
  myInviteCode: '/pages/public/my-invite-code',
  userinfo: '/pages/userinfo/userinfo',
  userinfoInviteCode: '/pages/userinfo/inviteCode',
  setField: '/pages/set/field',
  setVerifyPhone: '/pages/set/verify-phone',
  setChangePassword: '/pages/set/change-password',
  setBindingPhone: '/pages/set/binding-phone',
  setCellPhone: '/pages/set/cell-phone',
  setUsername: '/pages/set/username',
  setDeleteAccount: '/pages/set/deleteAccount',
  setAboutUs: '/pages/set/about-us',
  setSocialAccounts: '/pages/set/social-accounts',
  setCertification: '/pages/set/certification',
  setIdPersonal: '/pages/set/id-personal1',
  setViewPersonal: '/pages/set/view-personal',
  setIdForeigner: '/pages/set/id-foreigner1',
  setViewForeigner: '/pages/set/view-foreigner',
  setIdCompany: '/pages/set/id-company1',
  setViewCompany: '/pages/set/view-company',
  setBankCard: '/pages/set/bank-card',
  setAddingBank: '/pages/set/adding-bank',
  setBankDetail: '/pages/set/bank-detail',
  policy: '/pages/policy/policy',
  orders: '/pages/order/order',
  orderDetail: '/pages/order/order-detail',
  cancelSuccess: '/pages/order/cancelSuccess',
  logistics: '/pages/order/logistics',
  deliveryStatus: '/pages/order/delivery-status',
  returnGoods: '/pages/order/return-goods',
  afterSales: '/pages/order/after-sale',
  refundDetail: '/pages/order/refund-detail',
  returnProduct: '/pages/order/return-product',
  product: '/pages/product/product',
  productReviews: '/pages/product/evaluate',
  favorites: '/pages/user/collection',
  coupons: '/pages/user/coupon',
  giftCards: '/pages/user/gift-card',
  giftCardCode: '/pages/user/gift-card-code',
  giftCardDetail: '/pages/user/gift-card-detail',
  myReviews: '/pages/user/my-evaluation',
  /** Help (the FAQ), one answer, sending feedback, the member's feedback and one conversation. */
  problem: '/pages/user/problem',
  problemDetail: '/pages/user/problem-detail',
  feedback: '/pages/user/feedback',
  feedbackList: '/pages/user/feedback-list',
  dialogue: '/pages/notice/dialogue',
  orderEvaluate: '/pages/order/evaluate',
  search: '/pages/search/search',
  searchList: '/pages/search/searchList',
  searchFilters: '/pages/search/filters',
  brandSearch: '/pages/search/productBrand',
  category: '/pages/category/category-new',
  categoryList: '/pages/category/category-list',
  brandList: '/pages/index/brand-list',
  brandDetail: '/pages/index/brand-detail',
  /** The spec's other path of the brand page; the same page as brandDetail. */
  productBrandDetail: '/pages/product/brand-detail',
  lot: '/pages/index/lot',
  vipSets: '/pages/index/eightVip',
  /** The member's sales pages, and one page as anyone opens it. */
  salesPages: '/pages/pacer/sales-page',
  salesPageView: '/pages/pacer/sales-page-view',
  pvProducts: '/pages/index/privateIndex',
  pointsZone: '/pages/index/points-zone',
  recommend: '/pages/index/recommend',
  seckill: '/pages/seckill/index',
  subsidy: '/pages/subsidy/index',
  subsidyZero: '/pages/subsidy/zero',
  rocketDeal: '/pages/product/rocket-deal',
  address: '/pages/address/address',
  addressManage: '/pages/address/addressManage',
  createOrder: '/pages/order/createOrder',
  paymentSelectMethod: '/pages/money/paymentSelectMethod',
  prepay: '/pages/money/prepay',
  /** The beans market: selling, the buyer's pay page, one order, and the member's orders. */
  sellBeans: '/pages/pacer-new/create-sellRP',
  beansPay: '/pages/order/createRpOrder',
  beansOrder: '/pages/order/rpOrder-detail',
  beansOrders: '/pages/pacer-new/sellRP-list',
  checkResult: '/pages/money/check-result',
  paySuccess: '/pages/money/paySuccess',
  payFailed: '/pages/money/payFailed',
  timelineFlow: '/pages/timeline/flow/index',
  timelineAdd: '/pages/timeline/add',
  timelineDetail: '/pages/timeline/detail/index',
  notices: '/pages/notice/notice',
  systemNotifications: '/pages/notice/system-notification',
  pointsNotifications: '/pages/notice/integral-variation',
  downloadApp: '/pages/pacer-new/download-app',
  webview: '/pages/webview/index',
} as const;

/** A money page of one order. */
export function orderPayPath(path: string, orderId: number): string {
  return `${path}?orderId=${orderId}`;
}

/** A sales page as anyone opens it. */
/** A sell-beans order's page, and its buyer's pay page. */
export function beansOrderPath(id: number): string {
  return `${paths.beansOrder}?id=${id}`;
}

export function beansPayPath(id: number): string {
  return `${paths.beansPay}?id=${id}`;
}

/** The QR page of a sell-beans order (the payable kind `beans-order`). */
export function beansPrepayPath(id: number): string {
  return `${paths.prepay}?orderId=${id}&payableKind=beans-order`;
}

export function salesPageViewPath(code: string): string {
  return `${paths.salesPageView}?${new URLSearchParams({ code }).toString()}`;
}

/** The product page of a product, optionally opened on a flash sale or one SKU. */
export function productPath(id: number, options: { flashSaleId?: number | null; productGoodsId?: number | null } = {}) {
  const query = new URLSearchParams({ id: String(id) });
  if (options.flashSaleId) query.set('flashSaleId', String(options.flashSaleId));
  if (options.productGoodsId) query.set('productGoodsId', String(options.productGoodsId));
  return `${paths.product}?${query.toString()}`;
}

/** The in-app route of a link such as `#/pages/x`, `/pages/x` or `pages/x`; null for anything else. */
export function internalRoute(link: string | null | undefined): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  const path = trimmed.startsWith('#') ? trimmed.slice(1) : trimmed;
  if (/^\/?pages\//.test(path)) return path.startsWith('/') ? path : `/${path}`;
  return null;
}

/**
 * Whether the login page shows sign-up: asked for (`mode=register`), or opened from a shared invite
 * link (`inviteCode=...`) unless the shopper switched to logging in.
 */
export function isRegisterMode(search: URLSearchParams): boolean {
  const mode = search.get('mode');
  return mode === 'register' || (mode !== 'login' && Boolean(search.get('inviteCode')?.trim()));
}

/** The login page on the code tab with the number filled in, for a shopper who already has an account. */
export function codeLoginPath(mobile: string): string {
  return `${paths.login}?${new URLSearchParams({ mode: 'login', tab: 'code', mobile }).toString()}`;
}
