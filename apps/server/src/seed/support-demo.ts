// Demo FAQ: a few real questions in four languages on ordering, payment, shipping, returns,
// levels and withdrawals, written through the FAQ service as an operator would.
import type { LocalizedText } from '@mall/contracts';
import { withTransaction } from '../db/client.ts';
import type { Services } from '../services.ts';

type Text = Required<LocalizedText>;
interface DemoQuestion {
  question: Text;
  answer: Text;
}
interface DemoCategory {
  name: Text;
  questions: DemoQuestion[];
}

const t = (zh_CN: string, zh_HK: string, en_US: string, th_TH: string): Text => ({ zh_CN, zh_HK, en_US, th_TH });

export const DEMO_FAQ: DemoCategory[] = [
  {
    name: t('订单与支付', '訂單與支付', 'Orders and payment', 'คำสั่งซื้อและการชำระเงิน'),
    questions: [
      {
        question: t('如何下单？', '如何下單？', 'How do I place an order?', 'สั่งซื้อสินค้าอย่างไร'),
        answer: t(
          '选择商品规格后点击立即购买或加入购物车，在结算页确认收货地址后提交订单。',
          '選擇商品規格後點擊立即購買或加入購物車，在結算頁確認收貨地址後提交訂單。',
          'Choose the product options, tap Buy now or Add to cart, confirm your delivery address at checkout and submit the order.',
          'เลือกตัวเลือกสินค้า กดซื้อเลยหรือเพิ่มลงรถเข็น ยืนยันที่อยู่จัดส่งในหน้าชำระเงินแล้วส่งคำสั่งซื้อ',
        ),
      },
      {
        question: t(
          '支持哪些支付方式？',
          '支持哪些支付方式？',
          'Which payment methods can I use?',
          'ชำระเงินได้ด้วยวิธีใดบ้าง',
        ),
        answer: t(
          '可使用账户余额、PromptPay 二维码或银行卡支付。二维码需在 30 分钟内完成支付。',
          '可使用賬戶餘額、PromptPay 二維碼或銀行卡支付。二維碼需在 30 分鐘內完成支付。',
          'You can pay from your balance, with a PromptPay QR code or by card. A QR payment must be completed within 30 minutes.',
          'ชำระได้ด้วยยอดเงินในบัญชี คิวอาร์โค้ดพร้อมเพย์ หรือบัตร การชำระด้วยคิวอาร์ต้องเสร็จภายใน 30 นาที',
        ),
      },
    ],
  },
  {
    name: t('配送与退换货', '配送與退換貨', 'Shipping and returns', 'การจัดส่งและการคืนสินค้า'),
    questions: [
      {
        question: t('多久发货？', '多久發貨？', 'When will my order ship?', 'สินค้าจะจัดส่งเมื่อไร'),
        answer: t(
          '付款后一般在两个工作日内发货，发货后可在订单详情查看物流。',
          '付款後一般在兩個工作日內發貨，發貨後可在訂單詳情查看物流。',
          'Orders usually ship within two business days of payment; once shipped, the tracking shows in the order details.',
          'โดยปกติจะจัดส่งภายในสองวันทำการหลังชำระเงิน เมื่อจัดส่งแล้วดูการติดตามพัสดุได้ในรายละเอียดคำสั่งซื้อ',
        ),
      },
      {
        question: t(
          '如何申请退货退款？',
          '如何申請退貨退款？',
          'How do I return an item for a refund?',
          'ขอคืนสินค้าและคืนเงินอย่างไร',
        ),
        answer: t(
          '确认收货后，在订单详情中点击申请售后，选择退货退款并填写原因，审核通过后寄回商品。',
          '確認收貨後，在訂單詳情中點擊申請售後，選擇退貨退款並填寫原因，審核通過後寄回商品。',
          'After confirming receipt, open the order details, tap After-sales, choose Return and give the reason; send the item back once approved.',
          'หลังยืนยันการรับสินค้า เปิดรายละเอียดคำสั่งซื้อ กดบริการหลังการขาย เลือกคืนสินค้าและระบุเหตุผล แล้วส่งสินค้าคืนเมื่อได้รับอนุมัติ',
        ),
      },
    ],
  },
  {
    name: t('会员与提现', '會員與提現', 'Membership and withdrawals', 'สมาชิกและการถอนเงิน'),
    questions: [
      {
        question: t('如何成为 VIP？', '如何成為 VIP？', 'How do I become a VIP?', 'จะเป็นสมาชิก VIP ได้อย่างไร'),
        answer: t(
          '购买任一 VIP 套装并完成支付后，会员等级自动升级为 VIP。',
          '購買任一 VIP 套裝並完成支付後，會員等級自動升級為 VIP。',
          'Buy any VIP set: once it is paid, your level rises to VIP automatically.',
          'ซื้อชุด VIP ใดก็ได้ เมื่อชำระเงินแล้วระดับสมาชิกจะเป็น VIP โดยอัตโนมัติ',
        ),
      },
      {
        question: t(
          '提现需要什么条件？',
          '提現需要什麼條件？',
          'What do I need to withdraw cash?',
          'ต้องมีอะไรบ้างจึงจะถอนเงินได้',
        ),
        answer: t(
          '需要完成实名认证并绑定银行卡，单次提现最低 50，且不能有待处理的提现。',
          '需要完成實名認證並綁定銀行卡，單次提現最低 50，且不能有待處理的提現。',
          'You need a verified identity and a bound bank card; each withdrawal is at least 50, and a pending one must finish first.',
          'ต้องยืนยันตัวตนและผูกบัตรธนาคาร ถอนขั้นต่ำครั้งละ 50 และต้องไม่มีรายการถอนที่รอดำเนินการ',
        ),
      },
    ],
  },
];

export async function loadSupportDemo(services: Services): Promise<void> {
  await withTransaction(services.db, async (tx) => {
    for (const [index, category] of DEMO_FAQ.entries()) {
      const saved = await services.faq.saveCategory(tx, { name: category.name, sort: index * 10 });
      for (const [order, entry] of category.questions.entries()) {
        await services.faq.saveQuestion(tx, { categoryId: saved.after.id, ...entry, sort: order * 10 });
      }
    }
  });
}
