import { defineCatalog } from '../define.ts';

// The beans market: the server's refusals of sell-beans orders and distributors' assignments.
export default defineCatalog(
  {
    'error.BEANS_MEMBER_NOT_FOUND': '找不到该会员，请检查手机号或邀请码',
    'error.BEANS_NOT_FRIEND': '只能卖给或赠送给好友或上级',
    'error.BEANS_SELLER_NOT_VIP': '只有会员（VIP 及以上）才能卖金豆',
    'error.BEANS_AMOUNT_INVALID': '请输入大于 0 的金额',
    'error.BEANS_ORDER_NOT_FOUND': '找不到该金豆订单',
    'error.BEANS_ORDER_CLOSED': '该金豆订单已支付或已关闭',
    'error.BEANS_ORDER_EXPIRED': '该金豆订单已超过 1 小时支付时间',
    'error.BEANS_NOT_DISTRIBUTOR': '只有分销商才能分配金豆',
  },
  {
    zh_HK: {
      'error.BEANS_MEMBER_NOT_FOUND': '找不到該會員，請檢查手機號或邀請碼',
      'error.BEANS_NOT_FRIEND': '只能賣給或贈送給好友或上級',
      'error.BEANS_SELLER_NOT_VIP': '只有會員（VIP 及以上）才能賣金豆',
      'error.BEANS_AMOUNT_INVALID': '請輸入大於 0 的金額',
      'error.BEANS_ORDER_NOT_FOUND': '找不到該金豆訂單',
      'error.BEANS_ORDER_CLOSED': '該金豆訂單已支付或已關閉',
      'error.BEANS_ORDER_EXPIRED': '該金豆訂單已超過 1 小時支付時間',
      'error.BEANS_NOT_DISTRIBUTOR': '只有分銷商才能分配金豆',
    },
    en_US: {
      'error.BEANS_MEMBER_NOT_FOUND': 'No member found: check the mobile number or invite code',
      'error.BEANS_NOT_FRIEND': 'Beans go only to a friend or your upline',
      'error.BEANS_SELLER_NOT_VIP': 'Only members (VIP and above) can sell beans',
      'error.BEANS_AMOUNT_INVALID': 'Enter an amount above 0',
      'error.BEANS_ORDER_NOT_FOUND': 'Beans order not found',
      'error.BEANS_ORDER_CLOSED': 'This beans order is already paid or closed',
      'error.BEANS_ORDER_EXPIRED': 'This beans order’s 1-hour payment time is over',
      'error.BEANS_NOT_DISTRIBUTOR': 'Only distributors can assign beans',
    },
    th_TH: {
      'error.BEANS_MEMBER_NOT_FOUND': 'ไม่พบสมาชิก: ตรวจสอบเบอร์มือถือหรือรหัสเชิญ',
      'error.BEANS_NOT_FRIEND': 'ส่งถั่วได้เฉพาะเพื่อนหรืออัปไลน์เท่านั้น',
      'error.BEANS_SELLER_NOT_VIP': 'เฉพาะสมาชิก (VIP ขึ้นไป) เท่านั้นที่ขายถั่วได้',
      'error.BEANS_AMOUNT_INVALID': 'กรอกจำนวนที่มากกว่า 0',
      'error.BEANS_ORDER_NOT_FOUND': 'ไม่พบคำสั่งซื้อถั่ว',
      'error.BEANS_ORDER_CLOSED': 'คำสั่งซื้อถั่วนี้ชำระแล้วหรือปิดแล้ว',
      'error.BEANS_ORDER_EXPIRED': 'เลยเวลาชำระ 1 ชั่วโมงของคำสั่งซื้อถั่วนี้แล้ว',
      'error.BEANS_NOT_DISTRIBUTOR': 'เฉพาะตัวแทนจำหน่ายเท่านั้นที่แจกถั่วได้',
    },
  },
);
