import { defineCatalog } from '../define.ts';

// Discount cards: the server's refusals when buying or passing on value.
export default defineCatalog(
  {
    'discountCard.insufficient': '折扣卡余额不足',
    'discountCard.receiverNotFound': '未找到该会员，请检查手机号或邀请码',
    'discountCard.notYourself': '不能分配给自己',
    'discountCard.notFound': '折扣卡订单不存在',
    'field.faceValue': '面值',
    'field.payWith': '支付方式',
    'field.to': '接收会员',
  },
  {
    zh_HK: {
      'discountCard.insufficient': '折扣卡餘額不足',
      'discountCard.receiverNotFound': '未找到該會員，請檢查手機號或邀請碼',
      'discountCard.notYourself': '不能分配給自己',
      'discountCard.notFound': '折扣卡訂單不存在',
      'field.faceValue': '面值',
      'field.payWith': '支付方式',
      'field.to': '接收會員',
    },
    en_US: {
      'discountCard.insufficient': 'Insufficient discount card balance',
      'discountCard.receiverNotFound': 'No member with this mobile or invite code',
      'discountCard.notYourself': 'You cannot give discount card value to yourself',
      'discountCard.notFound': 'Discount card purchase not found',
      'field.faceValue': 'Face value',
      'field.payWith': 'Pay with',
      'field.to': 'Receiving member',
    },
    th_TH: {
      'discountCard.insufficient': 'ยอดบัตรส่วนลดไม่เพียงพอ',
      'discountCard.receiverNotFound': 'ไม่พบสมาชิกที่มีเบอร์มือถือหรือรหัสเชิญนี้',
      'discountCard.notYourself': 'ไม่สามารถมอบบัตรส่วนลดให้ตัวเองได้',
      'discountCard.notFound': 'ไม่พบรายการซื้อบัตรส่วนลด',
      'field.faceValue': 'มูลค่าหน้าบัตร',
      'field.payWith': 'ชำระด้วย',
      'field.to': 'สมาชิกผู้รับ',
    },
  },
);
