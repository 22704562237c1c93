import { defineCatalog } from '../define.ts';

// Sharing: what the server says about product links and sales pages, and their fields.
export default defineCatalog(
  {
    'sharing.vipOnly': '分享商品和销售页仅限 VIP 会员，请升级为 VIP 后使用',
    'sharing.productNotFound': '商品不存在或已下架',
    'sharing.notAllowed': '所选商品中有不能放入销售页的商品',
    'sharing.pageNotFound': '销售页不存在',
    'field.title': '标题',
    'field.productIds': '商品',
    'field.shareCode': '分享码',
    'field.salesPageCode': '销售页',
  },
  {
    zh_HK: {
      'sharing.vipOnly': '分享商品和銷售頁僅限 VIP 會員，請升級為 VIP 後使用',
      'sharing.productNotFound': '商品不存在或已下架',
      'sharing.notAllowed': '所選商品中有不能放入銷售頁的商品',
      'sharing.pageNotFound': '銷售頁不存在',
      'field.title': '標題',
      'field.productIds': '商品',
      'field.shareCode': '分享碼',
      'field.salesPageCode': '銷售頁',
    },
    en_US: {
      'sharing.vipOnly': 'Sharing products and sales pages is for VIP members: upgrade to VIP to use it',
      'sharing.productNotFound': 'The product does not exist or is no longer listed',
      'sharing.notAllowed': 'Some of the chosen products cannot be put on a sales page',
      'sharing.pageNotFound': 'Sales page not found',
      'field.title': 'Title',
      'field.productIds': 'Products',
      'field.shareCode': 'Share code',
      'field.salesPageCode': 'Sales page',
    },
    th_TH: {
      'sharing.vipOnly': 'การแชร์สินค้าและหน้าขายสำหรับสมาชิก VIP เท่านั้น อัปเกรดเป็น VIP เพื่อใช้งาน',
      'sharing.productNotFound': 'ไม่พบสินค้าหรือสินค้าถูกนำออกจากการขายแล้ว',
      'sharing.notAllowed': 'สินค้าบางรายการที่เลือกไม่สามารถใส่ในหน้าขายได้',
      'sharing.pageNotFound': 'ไม่พบหน้าขาย',
      'field.title': 'หัวข้อ',
      'field.productIds': 'สินค้า',
      'field.shareCode': 'รหัสแชร์',
      'field.salesPageCode': 'หน้าขาย',
    },
  },
);
