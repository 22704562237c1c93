import { defineCatalog } from '../define.ts';

// Gift cards: the spec's text for a code that does not redeem, and the operators' refusals.
export default defineCatalog(
  {
    'giftCard.invalid': '兑换码错误或已过期，请联系客服',
    'giftCard.notFound': '礼品卡不存在',
    'giftCard.batchNotFound': '礼品卡批次不存在',
    'giftCard.batchInvalid': '礼品卡批次不完整：{field}',
    'giftCard.addressNeeded': '提货卡请先选择收货地址',
    'field.count': '数量',
    'field.expiresAt': '过期时间',
  },
  {
    zh_HK: {
      'giftCard.invalid': '兌換碼錯誤或已過期，請聯繫客服',
      'giftCard.notFound': '禮品卡不存在',
      'giftCard.batchNotFound': '禮品卡批次不存在',
      'giftCard.batchInvalid': '禮品卡批次不完整：{field}',
      'giftCard.addressNeeded': '提貨卡請先選擇收貨地址',
      'field.count': '數量',
      'field.expiresAt': '過期時間',
    },
    en_US: {
      'giftCard.invalid': 'Redeem code wrong or expired, please contact customer service',
      'giftCard.notFound': 'Gift card not found',
      'giftCard.batchNotFound': 'Gift card batch not found',
      'giftCard.batchInvalid': 'The gift card batch lacks {field}',
      'giftCard.addressNeeded': 'Choose a delivery address for this pickup card',
      'field.count': 'Quantity',
      'field.expiresAt': 'Expires at',
    },
    th_TH: {
      'giftCard.invalid': 'รหัสแลกไม่ถูกต้องหรือหมดอายุแล้ว โปรดติดต่อฝ่ายบริการลูกค้า',
      'giftCard.notFound': 'ไม่พบบัตรของขวัญ',
      'giftCard.batchNotFound': 'ไม่พบชุดบัตรของขวัญ',
      'giftCard.batchInvalid': 'ชุดบัตรของขวัญขาด {field}',
      'giftCard.addressNeeded': 'โปรดเลือกที่อยู่จัดส่งสำหรับบัตรรับสินค้านี้',
      'field.count': 'จำนวน',
      'field.expiresAt': 'วันหมดอายุ',
    },
  },
);
