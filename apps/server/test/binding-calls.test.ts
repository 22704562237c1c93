// The original client sends each call with only the parameters the product spec binds it to, and
// the client's headers (`token`, `lang`, `app-version`): every call of binding-calls.ts is made so,
// on a demo member with an address, a cart line and a received order. A refusal for a business
// reason passes; a refusal naming a parameter the call is not bound to, or any field refused by the
// call's schema, fails.
import { describe, expect, it } from 'vitest';
import {
  bank,
  cart,
  member,
  memberAddress,
  orders,
  supplierBrand,
  supplierBrandCate,
  type CallDef,
} from '@mall/contracts';
import { receivedOrder } from './aftersale-support.ts';
import { demoShopForFile } from './harness.ts';
import { credit, demoMember, skuOf } from './orders-support.ts';
import { bindingCalls, type BindingState } from './binding-calls.ts';

const shop = demoShopForFile();

/** The parameter names a call's contract declares (query and body). */
function declared(call: CallDef): string[] {
  return [call.query, call.body].flatMap((schema) =>
    schema && typeof schema === 'object' && 'shape' in schema ? Object.keys(schema.shape as object) : [],
  );
}

const squash = (name: string) => name.replace(/_/g, '').toLowerCase();

/**
 * What a refusal names that the call is not bound to: the fields its schema refused (any of them,
 * since the binding values are valid), and a declared parameter the error key is named after
 * (`CONFIRM_BALANCES` names `confirmBalances`).
 */
function unboundNames(call: CallDef, bound: string[], envelope: { error?: string; fields?: { field: string }[] }) {
  const named = (envelope.fields ?? []).map((issue) => issue.field);
  const key = squash(envelope.error ?? '');
  const byKey = declared(call).filter((name) => !bound.includes(name) && key.includes(squash(name)));
  return [...named, ...byKey];
}

async function setUp(): Promise<BindingState> {
  const t = shop.t;
  const buyer = await demoMember(t, 'demo_vip');
  const received = await receivedOrder(t, shop.adminToken, buyer, 'Gentle Amino Acid Cleanser', 2);
  const productGoodsId = await skuOf(t, 'Lotus Dew Night Repair Cream');
  const line = await t.ok(cart.add, { body: { productGoodsId, num: 1 }, token: buyer.token });
  await credit(t, buyer.memberId, 'CASH', 200_000);
  const priced = await t.ok(orders.preview, { body: { cartIds: [line.id] }, token: buyer.token });
  const provinces = await t.ok(memberAddress.getAllProvince, { body: {} });
  const province = provinces[0]!;
  const cities = await t.ok(memberAddress.getRegionsByPid, { query: { pid: province.id } });
  const areas = await t.ok(memberAddress.getRegionsByPid, { query: { pid: cities[0]!.id } });
  const area = areas.find((region) => region.zip) ?? areas[0]!;
  const brandCates = await t.ok(supplierBrandCate.query_page, { query: {} });
  const brands = await t.ok(supplierBrand.brandPage, { query: {} });
  const banks = await t.ok(bank.banklist, { query: {} });
  const sponsor = await t.ok(member.getUser, { token: (await demoMember(t, 'demo_v730')).token });
  return {
    token: buyer.token,
    mobile: '0812345602',
    username: 'demo_vip',
    addressId: buyer.addressId,
    provinceId: province.id,
    cityId: cities[0]!.id,
    areaId: area.id,
    zip: area.zip ?? cities[0]!.zip ?? '10110',
    brandCateId: brandCates.list[0]!.id,
    brandId: brands.list[0]!.id,
    bankCode: banks[0]!.code,
    productId: priced.lines[0]!.productId,
    productGoodsId,
    cartId: line.id,
    orderTotal: priced.amounts.orderTotal,
    receivedLineId: received.lineId,
    inviteCode: sponsor.inviteCode,
  };
}

const CLIENT_LANGUAGES = ['zh_CN', 'zh_HK', 'en_US', 'th_TH'] as const;

describe('the original client’s calls with only their binding parameters', () => {
  it('are never refused for a parameter they are not bound to', async () => {
    const state = await setUp();
    const refusals: string[] = [];
    // The client's four languages in turn: a refusal's field names must not depend on the language.
    for (const [index, { call, params }] of bindingCalls.entries()) {
      const values = params(state);
      const options = call.method === 'GET' ? { query: values } : { body: values };
      const lang = CLIENT_LANGUAGES[index % CLIENT_LANGUAGES.length]!;
      const { status, envelope } = await shop.t.call(call, { ...options, token: state.token, lang });
      if (envelope.success) continue;
      const unbound = unboundNames(call, Object.keys(values), envelope);
      // A 401 means the client's token was not taken: every call after it would prove nothing.
      if (unbound.length > 0 || (status === 400 && envelope.error === 'VALIDATION') || status === 401)
        refusals.push(
          `${call.path} (${lang}): ${status} ${envelope.error} [${unbound.join(', ')}] ${envelope.message}`,
        );
    }
    expect(refusals).toEqual([]);
  });
});
