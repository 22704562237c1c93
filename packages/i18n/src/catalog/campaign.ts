import { defineCatalog } from '../define.ts';

// Campaigns: the shopper's refusals at checkout and the operators'.
export default defineCatalog(
  {
    'campaign.subsidyChanged': '补贴名额已变化，请重新确认订单金额',
    'campaign.notFound': '活动不存在',
    'campaign.invalid': '活动信息不完整：{field}',
    'field.budget': '预算',
    'campaign.zeroVipOnly': '0元购仅限 VIP 会员',
    'campaign.zeroTaken': '您已领取过该0元购商品',
    'campaign.zeroSoldOut': '该0元购商品已抢光',
  },
  {
    zh_HK: {
      'campaign.subsidyChanged': '補貼名額已變化，請重新確認訂單金額',
      'campaign.notFound': '活動不存在',
      'campaign.invalid': '活動資訊不完整：{field}',
      'field.budget': '預算',
      'campaign.zeroVipOnly': '0元購僅限 VIP 會員',
      'campaign.zeroTaken': '您已領取過該0元購商品',
      'campaign.zeroSoldOut': '該0元購商品已搶光',
    },
    en_US: {
      'campaign.subsidyChanged': 'The subsidy is no longer available for this order; please check the new total',
      'campaign.notFound': 'Campaign not found',
      'campaign.invalid': 'The campaign lacks a valid {field}',
      'field.budget': 'Budget',
      'campaign.zeroVipOnly': '0-yuan purchase is for VIP members only',
      'campaign.zeroTaken': 'You have already taken this 0-yuan item',
      'campaign.zeroSoldOut': 'This 0-yuan item is sold out',
    },
    th_TH: {
      'campaign.subsidyChanged': 'เงินอุดหนุนสำหรับคำสั่งซื้อนี้ไม่มีแล้ว โปรดตรวจสอบยอดรวมใหม่',
      'campaign.notFound': 'ไม่พบแคมเปญ',
      'campaign.invalid': 'แคมเปญขาด {field} ที่ถูกต้อง',
      'field.budget': 'งบประมาณ',
      'campaign.zeroVipOnly': 'ซื้อ 0 หยวนสำหรับสมาชิก VIP เท่านั้น',
      'campaign.zeroTaken': 'คุณรับสินค้า 0 หยวนนี้ไปแล้ว',
      'campaign.zeroSoldOut': 'สินค้า 0 หยวนนี้หมดแล้ว',
    },
  },
);
