// The catalogue's enumerations as the operator reads them.
import type * as enums from '@mall/contracts';
import type { MessageId } from '@mall/i18n';

export const productTypeLabels: Record<(typeof enums.productTypes)[number], MessageId> = {
  normal: 'adminCatalog.type.normal',
  set: 'adminCatalog.type.set',
  lot: 'adminCatalog.type.lot',
  'e-voucher': 'adminCatalog.type.eVoucher',
  'points-zone': 'adminCatalog.type.pointsZone',
  subsidy: 'adminCatalog.type.subsidy',
};

export const paymentMethodLabels: Record<(typeof enums.paymentMethods)[number], MessageId> = {
  cash: 'adminCatalog.payment.cash',
  certificate: 'adminCatalog.payment.certificate',
};

/** The levels a set may grant: VIP and V730. */
export const grantedLevelLabels: Record<2 | 3, MessageId> = {
  2: 'adminCatalog.level.2',
  3: 'adminCatalog.level.3',
};

export const positionLabels: Record<(typeof enums.contentPositions)[number], MessageId> = {
  home: 'adminCatalog.position.home',
  integral: 'adminCatalog.position.integral',
  lot: 'adminCatalog.position.lot',
  vip: 'adminCatalog.position.vip',
};

export const homeModuleKindLabels: Record<(typeof enums.homeModuleKinds)[number], MessageId> = {
  products: 'adminCatalog.moduleKind.products',
  sets: 'adminCatalog.moduleKind.sets',
  lot: 'adminCatalog.moduleKind.lot',
  'points-zone': 'adminCatalog.moduleKind.pointsZone',
  subsidy: 'adminCatalog.moduleKind.subsidy',
  seckill: 'adminCatalog.moduleKind.seckill',
  brands: 'adminCatalog.moduleKind.brands',
  link: 'adminCatalog.moduleKind.link',
};

export const hotWordKindLabels: Record<(typeof enums.hotWordKinds)[number], MessageId> = {
  product: 'adminCatalog.hotWordKind.product',
  voucher: 'adminCatalog.hotWordKind.voucher',
};

export const flashSaleStateLabels: Record<(typeof enums.flashSaleStates)[number], { label: MessageId; color: string }> =
  {
    waiting: { label: 'adminCatalog.flashState.waiting', color: 'blue' },
    grab: { label: 'adminCatalog.flashState.grab', color: 'red' },
    ended: { label: 'adminCatalog.flashState.ended', color: 'default' },
  };
