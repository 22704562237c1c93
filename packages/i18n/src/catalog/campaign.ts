import { defineCatalog } from '../define.ts';

// Campaigns: the shopper's refusals at checkout and the operators'.
export default defineCatalog(
  {
    'campaign.subsidyChanged': '补贴名额已变化，请重新确认订单金额',
    'campaign.notFound': '活动不存在',
    'campaign.invalid': '活动信息不完整：{field}',
    'field.budget': '预算',
  },
  {
    zh_HK: {
      'campaign.subsidyChanged': '補貼名額已變化，請重新確認訂單金額',
      'campaign.notFound': '活動不存在',
      'campaign.invalid': '活動資訊不完整：{field}',
      'field.budget': '預算',
    },
    en_US: {
      'campaign.subsidyChanged': 'The subsidy is no longer available for this order; please check the new total',
      'campaign.notFound': 'Campaign not found',
      'campaign.invalid': 'The campaign lacks a valid {field}',
      'field.budget': 'Budget',
    },
    th_TH: {
      'campaign.subsidyChanged': 'เงินอุดหนุนสำหรับคำสั่งซื้อนี้ไม่มีแล้ว โปรดตรวจสอบยอดรวมใหม่',
      'campaign.notFound': 'ไม่พบแคมเปญ',
      'campaign.invalid': 'แคมเปญขาด {field} ที่ถูกต้อง',
      'field.budget': 'งบประมาณ',
    },
  },
);
