import type { FastifyInstance } from 'fastify';
import { adminCoupon, coupon, formatMinor, type ParsedBodyOf } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { withTransaction, type Db } from '../../db/client.ts';
import type { AuthMember } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { registerCall } from '../../lib/register-call.ts';
import { registerCrudCalls } from '../../db/crud-routes.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { CouponTemplateAdmin, TemplateInput } from './coupon.admin.ts';
import type { CouponApprovals } from './coupon.approvals.ts';
import { CouponClaims } from './coupon.claims.ts';
import { CouponOperatorGrants, grantView, GRANT_MAX_TARGETS, parseTargets } from './coupon.operator-grants.ts';
import type { EligibleLine } from './coupon.rules.ts';
import type { CouponService } from './coupon.service.ts';

export type UsableInput = ParsedBodyOf<typeof coupon.usable>;

export interface CouponRouteDeps {
  db: Db;
  audit: AuditService;
  coupons: CouponService;
  templates: CouponTemplateAdmin;
  /** Operators' saves and issues under the finance approval rules. */
  approvals: CouponApprovals;
  /** The lines a checkout would price now (the cart's selected lines, or the direct buy) and their shipping fee. */
  checkoutLines(
    member: AuthMember,
    locale: Locale,
    input: UsableInput,
  ): Promise<{ lines: EligibleLine[]; shippingMinor: number }>;
}

export async function couponRoutes(app: FastifyInstance, deps: CouponRouteDeps) {
  const { db, coupons } = deps;
  const claims = new CouponClaims(coupons);
  registerCall(app, coupon.available, async ({ locale, member }) => ({
    list: await claims.available(db, member.memberId, locale, coupons.clock()),
  }));
  registerCall(app, coupon.claim, async ({ body, locale, member }) =>
    withTransaction(db, (tx) => claims.claim(tx, member.memberId, body, locale, coupons.clock())),
  );
  registerCall(app, coupon.myPage, async ({ body, locale, member }) =>
    coupons.myPage(db, member.memberId, locale, body),
  );
  registerCall(app, coupon.usable, async ({ body, locale, member }) => {
    const { lines, shippingMinor } = await deps.checkoutLines(member, locale, body);
    const usable = await coupons.usableFor(db, member.memberId, lines, coupons.clock(), locale, shippingMinor);
    return {
      list: usable.map((entry) => ({
        ...entry.coupon,
        applicable: entry.applicable,
        discount: formatMinor(entry.discountMinor),
        refusal: entry.refusal,
        whyNot: entry.whyNot ? translate(locale, entry.whyNot.id, entry.whyNot.values) : null,
      })),
    };
  });

  registerCrudCalls(
    app,
    adminCoupon.template,
    {
      list: () => deps.templates.list(db),
      save: (tx, input: TemplateInput, _locale, operator) => deps.approvals.saveTemplate(tx, operator, input),
      remove: (tx, id) => deps.templates.remove(tx, id),
    },
    {
      run: (request, action, target, change) => audited(deps, request, action, target, change),
      action: 'coupon.template',
      target: 'couponTemplate',
    },
  );
  registerCall(app, adminCoupon.issue, async ({ body, request, operator }) =>
    audited(deps, request, 'coupon.issue', 'couponIssue', async (tx) => {
      const { issue, created } = await deps.approvals.issue(tx, operator, body, coupons.clock());
      const { memberId, templateId, value, status, couponId } = issue;
      return {
        targetId: issue.id,
        before: null,
        after: { memberId, templateId, value, status, couponId, created },
        result: { couponId, memberId, created, issueId: issue.id, status },
      };
    }),
  );
  registerGrantCalls(app, deps, claims);
  registerCall(app, adminCoupon.approvals, async () => deps.approvals.pending(db));
  registerCall(app, adminCoupon.approveTemplate, async ({ body, request, operator }) =>
    audited(deps, request, 'coupon.template.approve', 'couponTemplate', async (tx) => {
      const after = await deps.approvals.approveTemplate(tx, operator, body.id);
      return { targetId: body.id, before: null, after, result: after };
    }),
  );
  registerCall(app, adminCoupon.rejectTemplate, async ({ body, request, operator }) =>
    audited(deps, request, 'coupon.template.reject', 'couponTemplate', async (tx) => {
      const after = await deps.approvals.rejectTemplate(tx, operator, body.id);
      return { targetId: body.id, before: null, after, result: after };
    }),
  );
  registerCall(app, adminCoupon.approveIssue, async ({ body, request, operator }) =>
    audited(deps, request, 'coupon.approveIssue', 'couponIssue', async (tx) => {
      const after = await deps.approvals.approveIssue(tx, operator, body.id, coupons.clock());
      return { targetId: body.id, before: null, after, result: after };
    }),
  );
  registerCall(app, adminCoupon.rejectIssue, async ({ body, request, operator }) =>
    audited(deps, request, 'coupon.rejectIssue', 'couponIssue', async (tx) => {
      const after = await deps.approvals.rejectIssue(tx, operator, body.id);
      return { targetId: body.id, before: null, after, result: after };
    }),
  );
}

/** Grants to lists of members, with their progress, and the claims list. */
function registerGrantCalls(app: FastifyInstance, deps: CouponRouteDeps, claims: CouponClaims) {
  const { db, coupons } = deps;
  const grants = new CouponOperatorGrants(deps.approvals);
  registerCall(app, adminCoupon.grant, async ({ body, request, operator }) => {
    const targets = parseTargets(body.targets);
    if (targets.length > GRANT_MAX_TARGETS) throw new AppError('VALIDATION', 'coupon.grantTooMany');
    const grant = await audited(deps, request, 'coupon.grant', 'couponGrant', async (tx) => {
      const row = await grants.create(tx, operator.operatorId, body.templateId, targets);
      return { targetId: row.id, before: null, after: grantView(row), result: row };
    });
    // One transaction per member, each with its own audit entry, so the progress shows as it goes.
    for (const target of targets) {
      await audited(deps, request, 'coupon.issue', 'couponGrant', async (tx) => {
        const issue = await grants.grantOne(tx, grant, target, operator.operatorId, coupons.clock());
        return { targetId: grant.id, before: null, after: { target, issue }, result: null };
      });
    }
    return grants.finish(db, grant.id, coupons.clock());
  });
  registerCall(app, adminCoupon.grants, async () => ({ list: await grants.list(db) }));
  registerCall(app, adminCoupon.claims, async ({ query }) => claims.claimsPage(db, query));
}
