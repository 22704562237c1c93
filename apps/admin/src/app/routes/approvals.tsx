import { Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RoleTags } from '../../components/role-tags.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { useCouponApprovals, useOperatorChanges } from '../../features/approvals/api/approvals.ts';
import { ApprovalCard, type ApprovalItem } from '../../features/approvals/components/approval-card.tsx';
import { operatorsKeys } from '../../features/operators/api/keys.ts';
import { textIn } from '../../features/catalog/localized.ts';
import { mayCall } from '../../lib/access.ts';
import { useT } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/locale.ts';
import { useMe } from '../../shared/auth/api/me.ts';

/** Requests waiting for a second person: accounts and roles (admins), coupons (finance). */
function ApprovalsPage() {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const roles = me?.roles ?? [];
  const seesOperators = mayCall(roles, calls.adminOperators.pending);
  const operatorChanges = useOperatorChanges(seesOperators);
  const coupons = useCouponApprovals(true);
  const by = (name: string | null, id: number, at: string) =>
    `${t('admin.approvals.proposedBy')}: ${name ?? id} · ${intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}`;

  const accountItems: ApprovalItem[] | undefined = operatorChanges.data?.map((change) => ({
    id: change.id,
    proposedBy: change.proposedBy,
    title: `${t(change.kind === 'create' ? 'admin.approvals.kind.create' : 'admin.approvals.kind.grant')}: ${change.username}`,
    description: (
      <>
        <RoleTags roles={change.roles} />
        <Typography.Text type="secondary">
          {by(change.proposedByName, change.proposedBy, change.proposedAt)}
        </Typography.Text>
      </>
    ),
  }));
  const templateItems: ApprovalItem[] | undefined = coupons.data?.templates.map((template) => ({
    id: template.id,
    proposedBy: template.proposedBy ?? 0,
    title: textIn(template.name, locale),
    description: `${t('admin.approvals.value')}: ${template.kind === 'amountOff' ? template.amount : `${template.percent}% ≤ ${template.cap}`}`,
  }));
  const issueItems: ApprovalItem[] | undefined = coupons.data?.issues.map((issue) => ({
    id: issue.id,
    proposedBy: issue.requestedBy,
    title: `${t('admin.approvals.member')} ${issue.memberId} · ${t('admin.approvals.template')} ${issue.templateId}`,
    description: `${t('admin.approvals.value')}: ${issue.value ?? '∞'} · ${by(issue.requestedByName, issue.requestedBy, issue.createdAt)}`,
  }));

  return (
    <>
      <PageHeader title={t('admin.nav.approvals')} />
      {seesOperators && (
        <ApprovalCard
          title="admin.approvals.operatorsTitle"
          testId="approvals-operators"
          items={accountItems}
          isLoading={operatorChanges.isPending}
          calls={{ approve: calls.adminOperators.approve, reject: calls.adminOperators.reject }}
          onDecided={() => void queryClient.invalidateQueries({ queryKey: operatorsKeys.all })}
        />
      )}
      <ApprovalCard
        title="admin.approvals.couponTemplatesTitle"
        testId="approvals-coupon-templates"
        items={templateItems}
        isLoading={coupons.isPending}
        calls={{ approve: calls.adminCoupon.approveTemplate, reject: calls.adminCoupon.rejectTemplate }}
      />
      <ApprovalCard
        title="admin.approvals.couponIssuesTitle"
        testId="approvals-coupon-issues"
        items={issueItems}
        isLoading={coupons.isPending}
        calls={{ approve: calls.adminCoupon.approveIssue, reject: calls.adminCoupon.rejectIssue }}
      />
    </>
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminCoupon.approvals}>
      <ApprovalsPage />
    </RequireAccess>
  );
}
