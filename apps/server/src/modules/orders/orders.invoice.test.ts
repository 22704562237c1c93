// A tax invoice at checkout on the demo shop (spec section 5): made out to a name and a tax ID, a
// person's as much as a company's; a refusal names the missing field in the buyer's language.
import { describe, expect, it } from 'vitest';
import { orders } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { demoMember, orderKey, skuOf } from '../../../test/orders-support.ts';

const shop = demoShopForFile();
const t = () => shop.t;

async function checkout(invoice: Record<string, string>, lang: 'zh_CN' | 'zh_HK' | 'en_US' | 'th_TH' = 'en_US') {
  const buyer = await demoMember(t(), 'demo_regular');
  const box = await skuOf(t(), 'Glass Food Container Set');
  const body = { productGoodsId: box, num: 1, addressId: buyer.addressId, idempotencyKey: orderKey(), ...invoice };
  return (await t().call(orders.create, { body, token: buyer.token, lang })).envelope;
}

describe('a tax invoice at checkout', () => {
  it('is refused for a person without a tax ID, naming the tax ID in each language', async () => {
    const person = { invoiceType: 'person', invoiceName: 'Somchai Jaidee', invoiceEmail: 'somchai@example.com' };
    for (const [lang, message] of [
      ['en_US', "A tax invoice needs a tax ID, a person's as well as a company's"],
      ['zh_CN', '开具税务发票需要填写税号（个人发票同样需要）'],
      ['zh_HK', '開具稅務發票需要填寫稅號（個人發票同樣需要）'],
      ['th_TH', 'ใบกำกับภาษีต้องมีเลขประจำตัวผู้เสียภาษี ทั้งบุคคลธรรมดาและนิติบุคคล'],
    ] as const) {
      expect(await checkout(person, lang)).toMatchObject({ success: false, error: 'TAX_INVOICE_FIELDS', message });
    }
  });

  it('is refused without its name, naming the name, for a person and for a company', async () => {
    for (const invoiceType of ['person', 'company']) {
      expect(
        await checkout({ invoiceType, invoiceTaxId: '1234567890123', invoiceEmail: 'a@example.com' }),
      ).toMatchObject({
        success: false,
        error: 'TAX_INVOICE_FIELDS',
        message: 'A tax invoice needs the invoice name',
      });
    }
  });

  it('is refused for a company without a tax ID', async () => {
    const company = { invoiceType: 'company', invoiceName: 'Siam Co., Ltd.', invoiceEmail: 'tax@siam.example' };
    expect(await checkout(company, 'zh_CN')).toMatchObject({
      error: 'TAX_INVOICE_FIELDS',
      message: '开具税务发票需要填写税号（个人发票同样需要）',
    });
  });

  it('places the order for a person with a name and a tax ID', async () => {
    const placed = await checkout({
      invoiceType: 'person',
      invoiceName: 'Somchai Jaidee',
      invoiceTaxId: '1234567890123',
      invoiceEmail: 'somchai@example.com',
    });
    expect(placed).toMatchObject({ success: true });
  });
});
