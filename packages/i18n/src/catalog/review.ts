import { defineCatalog } from '../define.ts';

// Reviews: what the server says when an order cannot be reviewed, and the review form's fields.
export default defineCatalog(
  {
    'review.notReceived': '订单确认收货后才能评价',
    'review.everyLine': '有商品未评价',
    'review.unknownLine': '评价的商品不在该订单中',
    'review.alreadyReviewed': '该订单已评价',
    'field.rating': '评分',
    'field.content': '评价内容',
    'field.anonymous': '匿名',
    'field.lines': '评价',
    'field.orderLineId': '订单商品',
  },
  {
    zh_HK: {
      'review.notReceived': '訂單確認收貨後才能評價',
      'review.everyLine': '有商品未評價',
      'review.unknownLine': '評價的商品不在該訂單中',
      'review.alreadyReviewed': '該訂單已評價',
      'field.rating': '評分',
      'field.content': '評價內容',
      'field.anonymous': '匿名',
      'field.lines': '評價',
      'field.orderLineId': '訂單商品',
    },
    en_US: {
      'review.notReceived': 'You can review an order once you have received it',
      'review.everyLine': 'Some products have not been reviewed',
      'review.unknownLine': 'A reviewed product is not in this order',
      'review.alreadyReviewed': 'This order has already been reviewed',
      'field.rating': 'The rating',
      'field.content': 'Review content',
      'field.anonymous': 'Anonymous',
      'field.lines': 'Reviews',
      'field.orderLineId': 'Order item',
    },
    th_TH: {
      'review.notReceived': 'รีวิวได้หลังจากยืนยันการรับสินค้าแล้ว',
      'review.everyLine': 'มีสินค้าที่ยังไม่ได้รีวิว',
      'review.unknownLine': 'สินค้าที่รีวิวไม่อยู่ในคำสั่งซื้อนี้',
      'review.alreadyReviewed': 'คำสั่งซื้อนี้รีวิวแล้ว',
      'field.rating': 'คะแนน',
      'field.content': 'เนื้อหารีวิว',
      'field.anonymous': 'ไม่ระบุชื่อ',
      'field.lines': 'รีวิว',
      'field.orderLineId': 'สินค้าในคำสั่งซื้อ',
    },
  },
);
