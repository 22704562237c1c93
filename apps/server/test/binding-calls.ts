// The original client's calls and the parameters that bind them, as the product spec
// (/work/shared/spec/product-spec.md) names them: section 7 lists the calls, sections 2, 3 and 5
// the fields their pages send (the product page's id, an address's fields, the order payload, a
// return or exchange's reason, quantity, comment, images and refund target, the password change's
// two entries, the one-time code's mobile and code). Where the spec names a call but not its
// fields, the parameters are the one thing the call is about (the sex of updateSex, the id of a
// delete). Every other parameter the shop added is optional, and `binding-calls.test.ts` calls
// each call with these parameters only.
import {
  afterSale,
  appIndex,
  appVersion,
  bank,
  banner,
  member,
  memberAddress as address,
  memberBank,
  memberCert,
  memberWallet,
  orders,
  pay,
  product,
  supplierBrand,
  supplierBrandCate,
  verify,
  memberFavorite,
  lotProductCate,
  ytConfig as config,
  type CallDef,
} from '@mall/contracts';

/** What the calls act on, set up before they are made. */
export interface BindingState {
  token: string;
  mobile: string;
  username: string;
  addressId: number;
  provinceId: number;
  cityId: number;
  areaId: number;
  zip: string;
  brandCateId: number;
  brandId: number;
  bankCode: string;
  productId: number;
  productGoodsId: number;
  cartId: number;
  orderTotal: string;
  receivedLineId: number;
  inviteCode: string;
}

export interface BindingCall {
  call: CallDef;
  /** The binding parameters and the value each takes, from the state set up for the calls. */
  params: (s: BindingState) => Record<string, unknown>;
}

const none = () => ({});
const key = () => `bind-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

export const bindingCalls: BindingCall[] = [
  // Configuration and version (section 7, "Configuration", "Other").
  ...[
    config.getAboutUs,
    config.cashPolicy,
    config.getDownloadUrl,
    config.privatePolicy,
    config.terms,
    config.showOpenLogin,
    config.getHomeNoticeNew,
    config.getLotBootImg,
    config.showInterestBanner,
    config.showSupplierBrand,
    config.getAdvertisement,
    appVersion.checkUpdate,
  ].map((call) => ({ call, params: none })),
  // Member (section 7, "Member"); the login page's user name and password, the profile's fields.
  { call: member.login, params: (s) => ({ username: s.username, password: 'Demo@123456' }) },
  { call: member.getUser, params: none },
  { call: member.memberinfo, params: none },
  { call: member.getMemberCommonInfo, params: none },
  { call: member.getOpenAccountList, params: none },
  { call: member.getUserName, params: (s) => ({ inviteCode: s.inviteCode }) },
  { call: member.homepagePacerAlert, params: none },
  { call: member.updateNick, params: () => ({ nickname: 'Pacer' }) },
  { call: member.updateSex, params: () => ({ sex: 'female' }) },
  { call: member.updateBirthday, params: () => ({ birthday: '1990-05-01' }) },
  { call: member.updateLanguage, params: () => ({ language: 0 }) },
  { call: member.updateCoach, params: (s) => ({ inviteCode: s.inviteCode }) },
  { call: member.personalizedRecommendation, params: none },
  { call: member.updateHomepagePacerAlert, params: () => ({ enabled: 'false' }) },
  { call: member.update, params: none },
  // Sign-up (a new mobile, its code, a password, the privacy consent) and binding a mobile: the
  // codes here are wrong, which is a business refusal.
  {
    call: member.register,
    params: () => ({ mobile: '0812399999', code: '000000', password: 'Secret@123', agree: 'true' }),
  },
  { call: member.bindmobile, params: () => ({ mobile: '0812399998', code: '000000' }) },
  // Change password (section 5: both entries; the old password proves it).
  {
    call: member.updatePassword,
    params: () => ({ oldPassword: 'Demo@123456', password: 'Demo@123456', confirmPassword: 'Demo@123456' }),
  },
  // Verification: the one-time code's mobile (and the code itself), the sign-up's user name.
  { call: verify.smscode, params: () => ({ mobile: '0812399997', type: 'register' }) },
  { call: verify.univerify, params: none },
  { call: verify.checkUsername, params: () => ({ username: 'somebody-new' }) },
  { call: verify.checkCode, params: (s) => ({ mobile: s.mobile, type: 'login', code: '000000' }) },
  { call: member.loginCode, params: (s) => ({ mobile: s.mobile, code: '000000' }) },
  // Addresses (section 7 "Addresses"; fields from sections 3 and 5).
  {
    call: address.addAds,
    params: (s) => ({
      name: 'Somchai',
      mobile: s.mobile,
      provinceId: s.provinceId,
      cityId: s.cityId,
      areaId: s.areaId,
      zip: s.zip,
      address: '99 Sukhumvit Road',
    }),
  },
  {
    call: address.updateAds,
    params: (s) => ({
      id: s.addressId,
      name: 'Somchai',
      mobile: s.mobile,
      provinceId: s.provinceId,
      cityId: s.cityId,
      areaId: s.areaId,
      zip: s.zip,
      address: '101 Silom Road',
    }),
  },
  { call: address.selectById, params: (s) => ({ id: s.addressId }) },
  { call: address.updateDefAds, params: (s) => ({ id: s.addressId }) },
  { call: address.getAllProvince, params: none },
  { call: address.getAllHotRegion, params: none },
  { call: address.getRegionsByPid, params: (s) => ({ pid: s.provinceId }) },
  { call: address.getDistinctRegionsByPid, params: (s) => ({ pid: s.provinceId }) },
  { call: address.getRegionsByName, params: () => ({ name: 'Bangkok' }) },
  { call: address.reverseGeocoding, params: () => ({ latitude: '13.7563', longitude: '100.5018' }) },
  { call: address.identifyLongAddress, params: () => ({ text: 'Somchai 0812345678 99 Sukhumvit Road Bangkok 10110' }) },
  { call: address.getMemberDefAds, params: none },
  // Banks and certification.
  { call: bank.banklist, params: none },
  { call: memberBank.selectList, params: none },
  {
    call: memberBank.add,
    params: (s) => ({
      bankCode: s.bankCode,
      accountNo: '123-4-56789-0',
      branch: 'Silom',
      firstName: 'Somchai',
      lastName: 'Jaidee',
    }),
  },
  { call: memberBank.deleteById, params: () => ({ id: 999_999 }) },
  { call: memberCert.getCertInfo, params: none },
  { call: memberCert.getCertStatus, params: none },
  // Home and catalogue (section 7), the product page's query (section 2).
  ...[
    appIndex.homepageModule,
    appIndex.flashSaleCount,
    appIndex.flashSalePage,
    appIndex.imageLink,
    appIndex.queryMemberRecommend,
    appIndex.querySearchHistory,
    appIndex.querySearchHotWord,
    appIndex.querySearchVoucherHotWord,
    appIndex.removeSearchDiscovery,
    supplierBrand.brandRecommendList,
    supplierBrand.brandPage,
    supplierBrandCate.query_page,
    product.queryLotPage,
    product.pvProductPage,
    lotProductCate.queryGrandCate,
    memberWallet.getBalance,
    memberWallet.queryBonusLogs,
    memberFavorite.query_page,
    pay.getSavedCard,
  ].map((call) => ({ call, params: none })),
  { call: supplierBrandCate.brandQueryPage, params: (s) => ({ cateId: s.brandCateId }) },
  { call: supplierBrand.productPage, params: (s) => ({ brandId: s.brandId }) },
  { call: pay.delSavedCard, params: () => ({ id: 999_999 }) },
  { call: banner.byId, params: () => ({ id: 1 }) },
  { call: product.searchKeyword, params: () => ({ keyword: 'Cream' }) },
  { call: product.detail, params: (s) => ({ id: s.productId }) },
  // Orders: the order payload (section 3) with the address it needs (section 5) and the balance
  // it spends, a key per order the shopper means; then the tabs' counts.
  {
    call: orders.create,
    params: (s) => ({ cartIds: s.cartId, addressId: s.addressId, useCash: s.orderTotal, idempotencyKey: key() }),
  },
  { call: orders.queryNum, params: none },
  // Return or exchange (section 3): reason, quantity, comment, images, refund target, of a line.
  {
    call: afterSale.apply,
    params: (s) => ({
      orderLineId: s.receivedLineId,
      type: 'refund',
      reason: 1,
      quantity: 1,
      comment: 'Arrived damaged',
      refundTarget: 'balance',
    }),
  },
  // Addresses deleted, and the account's deletion with a wrong code (refused): near the end.
  { call: address.delete, params: (s) => ({ id: s.addressId }) },
  { call: address.delAds, params: () => ({ ids: '999999' }) },
  { call: member.delete, params: () => ({ code: '000000' }) },
  // Ends the session: last.
  { call: member.exit, params: none },
];
