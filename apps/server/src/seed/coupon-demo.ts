// Demo coupons: the VIP welfare 888 coupon (the template the welfare setting names), 10 off 100
// and 5% off capped at 20, issued to the demo members so checkout can be tried with a coupon; one
// expired coupon fills the "expired" tab. "Free shipping" is offered to claim (one per member), so
// a new member can claim a coupon and use it on their first small order.
import { withTransaction } from '../db/client.ts';
import type { Services } from '../services.ts';

const DAY_MS = 86_400_000;

/** What every demo template shares unless it says otherwise. */
const common = {
  amount: '0',
  percent: 0,
  threshold: '0',
  cap: '0',
  validFrom: null,
  validTo: null,
  validDays: 30,
  productId: null,
  categoryId: null,
  brandId: null,
  isActive: true,
  claimable: false,
  perMemberLimit: 0,
  totalLimit: 0,
  minLevel: 1,
};

/** Offered to claim, one per member: any new member can claim it and use it on a small order. */
const FREE_SHIPPING = {
  name: { zh_CN: '包邮券', zh_HK: '包郵券', en_US: 'Free shipping', th_TH: 'คูปองส่งฟรี' },
  kind: 'freeShipping',
  claimable: true,
  perMemberLimit: 1,
} as const;

export async function loadCouponDemo(services: Services, memberIds: Record<string, number>): Promise<void> {
  const now = new Date();
  await withTransaction(services.db, async (tx) => {
    const save = async (input: Parameters<typeof services.couponTemplates.save>[1]) =>
      (await services.couponTemplates.save(tx, input)).after.id;
    const welfare = await save({
      ...common,
      name: {
        zh_CN: 'VIP 福利 888 元券',
        zh_HK: 'VIP 福利 888 元券',
        en_US: 'VIP welfare 888 off',
        th_TH: 'คูปองสวัสดิการ VIP ลด 888',
      },
      kind: 'amountOff',
      amount: '888',
      threshold: '1000',
      validDays: 365,
    });
    // New VIPs get this template's coupon as part of their welfare.
    const rules = await services.settings.get(tx, 'vipWelfare');
    await services.settings.seed(tx, { vipWelfare: { ...rules, couponTemplateId: welfare } });
    const tenOff = await save({
      ...common,
      name: { zh_CN: '满 100 减 10', zh_HK: '滿 100 減 10', en_US: '10 off 100', th_TH: 'ซื้อครบ 100 ลด 10' },
      kind: 'amountOff',
      amount: '10',
      threshold: '100',
    });
    const fivePercent = await save({
      ...common,
      name: {
        zh_CN: '95 折券（最高减 20）',
        zh_HK: '95 折券（最高減 20）',
        en_US: '5% off (up to 20)',
        th_TH: 'ลด 5% (สูงสุด 20)',
      },
      kind: 'percentOff',
      percent: 5,
      cap: '20',
    });
    const lapsed = await save({
      ...common,
      name: { zh_CN: '满 50 减 5', zh_HK: '滿 50 減 5', en_US: '5 off 50', th_TH: 'ซื้อครบ 50 ลด 5' },
      kind: 'amountOff',
      amount: '5',
      threshold: '50',
      validFrom: new Date(now.getTime() - 60 * DAY_MS).toISOString(),
      validTo: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
      validDays: null,
    });
    await save({ ...common, ...FREE_SHIPPING });
    const give = async (username: string, templateId: number, reason: string) => {
      const memberId = memberIds[username];
      if (memberId === undefined) return;
      await services.coupons.issue(tx, { memberId, templateId, reason, key: `demo:${username}:${templateId}` }, now);
    };
    for (const username of Object.keys(memberIds)) {
      await give(username, tenOff, 'operator');
      await give(username, fivePercent, 'operator');
    }
    await give('demo_vip', welfare, 'welfare');
    await give('demo_v730', welfare, 'welfare');
    await give('demo_regular', lapsed, 'operator');
  });
}
