import type { Settings } from '@mall/contracts';

/** What a fresh installation shows until an operator edits it: neutral, never demo content. */
export const settingDefaults: Settings = {
  productName: 'Mall',
  supportPhone: '',
  supportEmail: '',
  currencyCode: 'CNY',
  currencySymbol: '¥',
  aboutUs: { zh_CN: '' },
  cashPolicy: { zh_CN: '' },
  privacyPolicy: { zh_CN: '' },
  terms: { zh_CN: '' },
  downloadUrl: '',
  showOpenLogin: false,
  homeNotice: { zh_CN: '' },
  lotBootImage: '',
  showInterestBanner: false,
  showSupplierBrand: true,
  advertisement: { imageUrl: '', linkUrl: '', seconds: 3 },
  appVersion: '2.7.5',
  appForceUpdate: false,
  memberLevels: [
    {
      level: 1,
      name: { zh_CN: '普通会员', zh_HK: '普通會員', en_US: 'Regular member', th_TH: 'สมาชิกทั่วไป' },
      benefits: [],
    },
    { level: 2, name: { zh_CN: 'VIP 会员', zh_HK: 'VIP 會員', en_US: 'VIP member', th_TH: 'สมาชิก VIP' }, benefits: [] },
    { level: 3, name: { zh_CN: 'V730', zh_HK: 'V730', en_US: 'V730', th_TH: 'V730' }, benefits: [] },
  ],
};
