import { defineCatalog } from '../define.ts';

// Member levels and VIP welfare: the server's refusals of operators' raises.
export default defineCatalog(
  {
    'error.LEVEL_NOT_HIGHER': '会员已是等级 {level}：等级只能提升，不能降低',
    'error.LEVEL_RAISE_PENDING': '该会员已有待审批的等级提升',
    'admin.setting.vipWelfare': 'VIP 福利',
    'admin.setting.vipWelfare.hint':
      '首次升到 VIP（等级 2 及以上）时一次性发放：couponTemplateId 优惠券模板（0 不发），voucherMinor 代金券与 beansMinor 金豆（分），healthPlanMonths 健康计划月数',
  },
  {
    zh_HK: {
      'error.LEVEL_NOT_HIGHER': '會員已是等級 {level}：等級只能提升，不能降低',
      'error.LEVEL_RAISE_PENDING': '該會員已有待審批的等級提升',
      'admin.setting.vipWelfare': 'VIP 福利',
      'admin.setting.vipWelfare.hint':
        '首次升到 VIP（等級 2 及以上）時一次性發放：couponTemplateId 優惠券範本（0 不發），voucherMinor 代金券與 beansMinor 金豆（分），healthPlanMonths 健康計劃月數',
    },
    en_US: {
      'error.LEVEL_NOT_HIGHER': 'The member is already at level {level}: levels only rise, never fall',
      'error.LEVEL_RAISE_PENDING': 'A raise of this member’s level is already waiting for approval',
      'admin.setting.vipWelfare': 'VIP welfare',
      'admin.setting.vipWelfare.hint':
        'Granted once on first reaching VIP (level 2 or more): couponTemplateId the coupon template (0: none), voucherMinor and beansMinor in minor units, healthPlanMonths the health plan’s length',
    },
    th_TH: {
      'error.LEVEL_NOT_HIGHER': 'สมาชิกอยู่ระดับ {level} แล้ว: ระดับเพิ่มขึ้นได้เท่านั้น ลดลงไม่ได้',
      'error.LEVEL_RAISE_PENDING': 'มีคำขอเลื่อนระดับของสมาชิกนี้รออนุมัติอยู่แล้ว',
    },
  },
);
