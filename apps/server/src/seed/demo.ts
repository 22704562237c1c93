// The demo shop, in one place: what `npm start` loads into an empty database outside production.
import { randomBytes } from 'node:crypto';
import type { LedgerAsset, Settings, TransferKind } from '@mall/contracts';
import { withTransaction, type Tx } from '../db/client.ts';
import type { FileStore } from '../lib/file-store.ts';
import { loadAddressDemo } from './address-demo.ts';
import { loadCatalogDemo } from './catalog-demo.ts';
import { loadCouponDemo } from './coupon-demo.ts';
import { loadIdentityDemo } from './identity-demo.ts';
import { loadSupportDemo } from './support-demo.ts';
import type { Services } from '../services.ts';

export const DEMO_MEMBER_PASSWORD = 'Demo@123456';
export const DEMO_ADMIN = { username: 'admin', password: 'Admin@123456' } as const;
/**
 * The demo's other staff, made as the console makes accounts (no admin's grant names them), so the
 * two-person rules work out of the box: `admin_b` approves the first admin's proposals (accounts,
 * roles, settings, adjustments) and `finance` the coupons above the limits.
 */
export const DEMO_STAFF = [
  { username: 'admin_b', displayName: 'Demo Admin B', password: 'AdminB@123456', roles: ['admin'] },
  { username: 'finance', displayName: 'Demo Finance', password: 'Finance@123456', roles: ['finance'] },
] as const;
export const DEMO_MEMBERS = [
  { username: 'demo_regular', nickname: 'Demo Regular', mobile: '0812345601', level: 1 },
  { username: 'demo_vip', nickname: 'Demo VIP', mobile: '0812345602', level: 2 },
  { username: 'demo_v730', nickname: 'Demo V730', mobile: '0812345603', level: 3 },
] as const;

export const demoSettings: Partial<Settings> = {
  productName: 'Pacer Mall',
  supportPhone: '+66 2 123 4567',
  supportEmail: 'support@pacer-mall.example',
  currencyCode: 'CNY',
  currencySymbol: '¥',
  aboutUs: {
    zh_CN: 'Pacer Mall 是一家会员制移动商城：精选好物、积分与会员权益。',
    zh_HK: 'Pacer Mall 是一家會員制流動商城：精選好物、積分與會員權益。',
    en_US: 'Pacer Mall is a members’ mobile shop: curated products, points and member benefits.',
    th_TH: 'Pacer Mall คือร้านค้าออนไลน์สำหรับสมาชิก: สินค้าคัดสรร คะแนน และสิทธิประโยชน์',
  },
  cashPolicy: {
    zh_CN: '提现最低 50 元，需完成实名认证并绑定银行卡，3 至 7 个工作日到账。',
    zh_HK: '提現最低 50 元，需完成實名認證並綁定銀行卡，3 至 7 個工作日到賬。',
    en_US:
      'Withdrawals start at 50, need a verified identity and a bound bank card, and arrive in 3 to 7 working days.',
    th_TH: 'ถอนเงินขั้นต่ำ 50 ต้องยืนยันตัวตนและผูกบัญชีธนาคาร เงินเข้าภายใน 3 ถึง 7 วันทำการ',
  },
  privacyPolicy: {
    zh_CN: '我们只为提供服务收集必要的信息，不会向第三方出售您的个人信息。',
    zh_HK: '我們只為提供服務收集必要的資訊，不會向第三方出售您的個人資訊。',
    en_US: 'We collect only what the service needs and never sell your personal data to third parties.',
    th_TH: 'เราเก็บข้อมูลเท่าที่จำเป็นต่อการให้บริการ และไม่ขายข้อมูลส่วนบุคคลของคุณให้บุคคลที่สาม',
  },
  terms: {
    zh_CN: '使用本商城即表示您同意遵守本服务条款。',
    zh_HK: '使用本商城即表示您同意遵守本服務條款。',
    en_US: 'By using this shop you agree to these terms of service.',
    th_TH: 'การใช้ร้านค้านี้ถือว่าคุณยอมรับข้อกำหนดการให้บริการเหล่านี้',
  },
  downloadUrl: 'https://pacer-mall.example/download',
  showOpenLogin: false,
  homeNotice: {
    zh_CN: '会员日：满 500 元免运费，VIP 享会员价！',
    zh_HK: '會員日：滿 500 元免運費，VIP 享會員價！',
    en_US: 'Members’ day: free shipping from 500.00, member prices for VIPs!',
    th_TH: 'วันสมาชิก: ส่งฟรีเมื่อซื้อครบ 500.00 VIP ได้ราคาสมาชิก!',
  },
  showInterestBanner: true,
  showSupplierBrand: true,
  advertisement: { imageUrl: '/uploads/demo/advertisement.svg', linkUrl: '#/pages/pacer-new/index', seconds: 3 },
  appVersion: '2.7.5',
  memberLevels: [
    {
      level: 1,
      name: { zh_CN: '普通会员', zh_HK: '普通會員', en_US: 'Regular member', th_TH: 'สมาชิกทั่วไป' },
      benefits: [
        {
          zh_CN: '注册即可购物与累积积分',
          zh_HK: '註冊即可購物與累積積分',
          en_US: 'Shop and collect points from sign-up',
          th_TH: 'ช้อปและสะสมคะแนนได้ทันทีที่สมัคร',
        },
      ],
    },
    {
      level: 2,
      name: { zh_CN: 'VIP 会员', zh_HK: 'VIP 會員', en_US: 'VIP member', th_TH: 'สมาชิก VIP' },
      benefits: [
        { zh_CN: '会员价', zh_HK: '會員價', en_US: 'Member prices', th_TH: 'ราคาสมาชิก' },
        {
          zh_CN: '秒杀与 0 元购',
          zh_HK: '秒殺與 0 元購',
          en_US: 'Flash sales and 0-yuan purchase',
          th_TH: 'แฟลชเซลและซื้อ 0 หยวน',
        },
        {
          zh_CN: '生日福利与首单奖励',
          zh_HK: '生日福利與首單獎勵',
          en_US: 'Birthday benefits and first-order reward',
          th_TH: 'สิทธิพิเศษวันเกิดและรางวัลออร์เดอร์แรก',
        },
        {
          zh_CN: '888 优惠券、7300 代金券',
          zh_HK: '888 優惠券、7300 代金券',
          en_US: '888 coupon and 7300 voucher',
          th_TH: 'คูปอง 888 และบัตรกำนัล 7300',
        },
        {
          zh_CN: '两年健康计划与 10 个金豆',
          zh_HK: '兩年健康計劃與 10 個金豆',
          en_US: '2-year health plan and 10 beans',
          th_TH: 'แผนสุขภาพ 2 ปีและเหรียญทอง 10 เหรียญ',
        },
      ],
    },
    {
      level: 3,
      name: { zh_CN: 'V730', zh_HK: 'V730', en_US: 'V730', th_TH: 'V730' },
      benefits: [
        { zh_CN: '全部 VIP 权益', zh_HK: '全部 VIP 權益', en_US: 'Every VIP benefit', th_TH: 'สิทธิประโยชน์ VIP ทั้งหมด' },
        { zh_CN: '直推奖 16%', zh_HK: '直推獎 16%', en_US: '16% direct sponsor bonus', th_TH: 'โบนัสแนะนำตรง 16%' },
        { zh_CN: '对碰奖 8%', zh_HK: '對碰獎 8%', en_US: '8% pairing bonus', th_TH: 'โบนัสจับคู่ 8%' },
        { zh_CN: '代数奖 0.5%', zh_HK: '代數獎 0.5%', en_US: '0.5% generation bonus', th_TH: 'โบนัสรุ่น 0.5%' },
        { zh_CN: '专属客服', zh_HK: '專屬客服', en_US: 'Dedicated support line', th_TH: 'สายบริการลูกค้าเฉพาะ' },
        { zh_CN: '新品优先购', zh_HK: '新品優先購', en_US: 'Early access to new products', th_TH: 'ซื้อสินค้าใหม่ก่อนใคร' },
        {
          zh_CN: '年度会员大会',
          zh_HK: '年度會員大會',
          en_US: 'Annual members’ meeting',
          th_TH: 'งานประชุมสมาชิกประจำปี',
        },
      ],
    },
  ],
  returnAddress: {
    name: 'Pacer Mall Returns',
    phone: '+66 2 123 4567',
    address: {
      zh_CN: '泰国曼谷邦拉区是隆路 191 号 Pacer Mall 售后部 10500',
      zh_HK: '泰國曼谷邦拉區是隆路 191 號 Pacer Mall 售後部 10500',
      en_US: 'Pacer Mall Returns, 191 Si Lom Road, Bang Rak, Bangkok 10500',
      th_TH: 'Pacer Mall ฝ่ายรับคืนสินค้า 191 ถนนสีลม เขตบางรัก กรุงเทพฯ 10500',
    },
  },
};

/** Whether the database has never been set up: no operator accounts at all. */
export async function isEmptyDatabase(services: Services): Promise<boolean> {
  return (await services.operators.count(services.db)) === 0;
}

/** Loads the demo shop; callers run it only on an empty database outside production. */
export async function loadDemoData(services: Services, uploads: FileStore = services.files.uploads): Promise<void> {
  await writeDemoImages(uploads);
  const memberIds: Record<string, number> = {};
  await withTransaction(services.db, async (tx) => {
    await services.settings.seed(tx, demoSettings);
    await services.operators.create(tx, {
      username: DEMO_ADMIN.username,
      displayName: 'Demo Admin',
      password: DEMO_ADMIN.password,
      roles: ['admin'],
    });
    for (const staff of DEMO_STAFF) await services.operators.create(tx, { ...staff, roles: [...staff.roles] });
    const root = await services.members.ensureRoot(tx, randomBytes(24).toString('base64url'));
    let sponsorId = root.id;
    for (const demo of DEMO_MEMBERS) {
      const created = await services.members.create(tx, { ...demo, password: DEMO_MEMBER_PASSWORD, sponsorId });
      await loadWalletDemo(services, tx, created.id, demo.level);
      memberIds[demo.username] = created.id;
      sponsorId = created.id;
    }
  });
  await loadCatalogDemo(services, uploads);
  await loadIdentityDemo(services);
  await loadAddressDemo(services, memberIds);
  await loadCouponDemo(services, memberIds);
  await loadSupportDemo(services);
}

/**
 * Every balance of a demo member starts as an opening-balance transfer (never a direct write),
 * then a few movements give each history screen something to show. Higher levels hold more.
 */
async function loadWalletDemo(services: Services, tx: Tx, memberId: number, level: number): Promise<void> {
  const { ledger } = services;
  const scale = level === 3 ? 10 : level === 2 ? 3 : 1;
  const key = (label: string) => `demo:${memberId}:${label}`;
  const openings: [LedgerAsset, number][] = [
    ['CASH', 50_000 * scale],
    ['CASH_GIFT', 8_800 * scale],
    ['BEANS', 2_000 * scale],
    // The demo bonuses below use bonus credit as real ones do: what remains is 150.00 (VIP) or 5,000.00.
    ['BONUS_CREDIT', level === 1 ? 0 : (level === 2 ? 15_000 : 500_000) + DEMO_BONUS_MINOR * scale],
    ['DISCOUNT_CARD', 20_000 * scale],
    ['VOUCHER', level === 1 ? 5_000 : 730_000],
    ['POINTS', 300 * scale],
  ];
  for (const [asset, amountMinor] of openings) {
    if (amountMinor > 0) await ledger.openingBalance(tx, { memberId, asset, amountMinor });
  }
  const member = { memberId };
  const issue = async (label: string, kind: TransferKind, asset: LedgerAsset, amountMinor: number, reference: string) =>
    ledger.transfer(tx, {
      idempotencyKey: key(label),
      kind,
      reference,
      legs: [{ from: { system: 'ISSUANCE' }, to: member, asset, amountMinor }],
    });
  const spend = async (label: string, kind: TransferKind, asset: LedgerAsset, amountMinor: number, reference: string) =>
    ledger.transfer(tx, {
      idempotencyKey: key(label),
      kind,
      reference,
      legs: [{ from: member, to: { system: 'REVENUE' }, asset, amountMinor }],
    });
  if (level >= 2) {
    await loadBonusDemo(services, tx, memberId, scale);
    await issue('beans-pac', 'BEANS_PAC_GIFT', 'BEANS', 1_000, 'demo-order:1001');
  }
  await spend('order-cash', 'ORDER_PAYMENT', 'CASH', 12_900, 'demo-order:2001');
  await spend('order-gift-cash', 'ORDER_PAYMENT', 'CASH_GIFT', 800, 'demo-order:2001');
  await issue('beans-earned', 'BEANS_EARNED', 'BEANS', 500, 'demo-order:2001');
  await issue('beans-referral', 'BEANS_REFERRAL_REWARD', 'BEANS', 300, 'demo-invite:1');
  await spend('order-beans', 'ORDER_PAYMENT', 'BEANS', 200, 'demo-order:2002');
  await issue('points-earned', 'POINTS_EARNED', 'POINTS', 120, 'demo-order:2001');
  await spend('points-redeemed', 'POINTS_REDEEMED', 'POINTS', 50, 'demo-points-order:1');
  await spend('voucher-used', 'ORDER_PAYMENT', 'VOUCHER', 2_000, 'demo-order:2003');
  await ledger.buyLot(tx, { idempotencyKey: key('dc-buy'), memberId, amountMinor: 10_000, paidWith: 'CASH' });
  await ledger.spendDiscountCard(tx, {
    idempotencyKey: key('dc-use'),
    memberId,
    amountMinor: 3_500,
    reference: 'demo-order:2004',
  });
}

/** What the demo bonuses below pay at scale 1: 31.84 direct, 15.92 pairing, 1.00 generation. */
const DEMO_BONUS_MINOR = 3_184 + 1_592 + 100;

/** A few bonuses through the bonus engine's own path, so the bonus log shows records as it will. */
async function loadBonusDemo(services: Services, tx: Tx, memberId: number, scale: number): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const lines = [
    { source: 'demo-order:1001', kind: 'BONUS_DIRECT', rateBp: 1_600, mp: 199 },
    { source: 'demo-settlement:1', kind: 'BONUS_PAIRING', rateBp: 800, mp: 199 },
    { source: 'demo-order:1002', kind: 'BONUS_GENERATION', rateBp: 50, mp: 200 },
  ] as const;
  for (const line of lines) {
    const baseMinor = line.mp * 100 * scale;
    const amountMinor = (baseMinor * line.rateBp) / 10_000;
    const bonusLine = {
      kind: line.kind,
      earnerId: memberId,
      rateBp: line.rateBp,
      baseMinor,
      depth: line.kind === 'BONUS_GENERATION' ? 1 : 0,
      amountMinor,
      paidMinor: amountMinor,
      cappedMinor: 0,
    };
    const from = { source: line.source, day, orderId: null, fromMemberId: null, mp: line.mp * scale };
    await services.bonus.payouts.pay(tx, from, { baseMinor, lines: [bonusLine], remainders: [] });
  }
}

/** Demo pictures are drawn here, so the demo needs no files from outside. */
async function writeDemoImages(uploads: FileStore): Promise<void> {
  const advertisement = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334" viewBox="0 0 750 1334">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6a3d"/><stop offset="1" stop-color="#c2185b"/></linearGradient></defs>
  <rect width="750" height="1334" fill="url(#g)"/>
  <circle cx="375" cy="520" r="190" fill="#fff" opacity="0.15"/>
  <text x="375" y="540" font-family="sans-serif" font-size="88" font-weight="700" fill="#fff" text-anchor="middle">Pacer Mall</text>
  <text x="375" y="640" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">VIP 88 · 199 · 4990</text>
</svg>`;
  await uploads.put('demo/advertisement.svg', Buffer.from(advertisement));
}
