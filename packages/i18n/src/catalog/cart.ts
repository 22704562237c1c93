import { defineCatalog } from '../define.ts';

// The cart: what the server says about its lines, and the names of its fields.
export default defineCatalog(
  {
    'cart.overStock': '最多只能购买 {max} 件',
    'cart.lineNotFound': '购物车中没有该商品',
    'cart.changed': '购物车已变化，请检查后重新下单',
    'field.num': '数量',
    'field.selected': '选中',
  },
  {
    zh_HK: {
      'cart.overStock': '最多只能購買 {max} 件',
      'cart.lineNotFound': '購物車中沒有該商品',
      'cart.changed': '購物車已變化，請檢查後重新下單',
      'field.num': '數量',
      'field.selected': '選中',
    },
    en_US: {
      'cart.overStock': 'You can buy at most {max}',
      'cart.lineNotFound': 'This item is not in your cart',
      'cart.changed': 'Your cart has changed: check it and order again',
      'field.num': 'Quantity',
      'field.selected': 'Selected',
    },
    th_TH: {
      'cart.overStock': 'ซื้อได้สูงสุด {max} ชิ้น',
      'cart.lineNotFound': 'ไม่มีสินค้านี้ในรถเข็น',
      'cart.changed': 'รถเข็นมีการเปลี่ยนแปลง โปรดตรวจสอบแล้วสั่งซื้ออีกครั้ง',
      'field.num': 'จำนวน',
      'field.selected': 'เลือกแล้ว',
    },
  },
);
