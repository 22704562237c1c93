// Grants of a template to a list of members (mobiles or ids), each confirmed first, with the latest
// grants' progress (done, failed with reasons) and the members' claims, in one drawer.
import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Select, Space, Table, Tag } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminCoupon } from '@mall/contracts';
import { DateTime } from '../../../components/date-time.tsx';
import { callApi } from '../../../lib/api.ts';
import { describeFailure } from '../../../lib/failure.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useAreaList } from '../api/content-area.ts';
import { textIn } from '../localized.ts';

type Grant = ResultOf<typeof adminCoupon.grants>['list'][number];
type Claim = ResultOf<typeof adminCoupon.claims>['list'][number];
const grantsKey = ['adminCoupon', 'grants'] as const;
const PAGE_SIZE = 20;

export function CouponGrantsButton() {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button icon={<TeamOutlined />} onClick={() => setOpen(true)} data-testid="coupon-grants-open">
        {t('adminCoupon.grant.title')}
      </Button>
      <Drawer open={isOpen} onClose={() => setOpen(false)} title={t('adminCoupon.grant.title')} size="large">
        {isOpen && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <GrantForm />
            <GrantList />
            <ClaimList />
          </Space>
        )}
      </Drawer>
    </>
  );
}

function useTemplateOptions() {
  const locale = useLocale();
  const templates = useAreaList('couponTemplates', calls.adminCoupon.template);
  const options = (templates.data ?? [])
    .filter((row) => row.isActive)
    .map((row) => ({ value: row.id, label: `${textIn(row.name, locale)} (#${row.id})` }));
  return { options, isPending: templates.isPending };
}

function GrantForm() {
  const t = useT();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ templateId: number; targets: string }>();
  const templates = useTemplateOptions();
  const grant = useMutation({
    mutationFn: (values: { templateId: number; targets: string }) =>
      callApi(calls.adminCoupon.grant, values, { isQuiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: grantsKey }),
  });
  const submit = (values: { templateId: number; targets: string }) => {
    const count = values.targets.split(/[\s,]+/).filter(Boolean).length;
    // Coupons are money: the operator confirms how many members get one before anything is issued.
    modal.confirm({
      content: t('adminCoupon.grant.confirm', { count }),
      onOk: () =>
        grant.mutateAsync(values).then(
          (result) => {
            void message.success(t('adminCoupon.grant.done', { done: result.done, failed: result.failed }));
            form.resetFields();
          },
          (error: unknown) => void message.error(describeFailure(error, t)),
        ),
    });
  };
  const required = [{ required: true, message: t('admin.form.required') }];
  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={grant.isPending}>
      <Form.Item name="templateId" label={t('adminCoupon.noun.template')} rules={required}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={templates.isPending}
          options={templates.options}
          data-testid="coupon-grant-template"
        />
      </Form.Item>
      <Form.Item name="targets" label={t('adminCoupon.grant.targets')} rules={required}>
        <Input.TextArea rows={5} placeholder={t('adminCoupon.grant.targetsHint')} data-testid="coupon-grant-targets" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={grant.isPending} data-testid="coupon-grant-submit">
        {t('adminCoupon.grant.submit')}
      </Button>
    </Form>
  );
}

function GrantList() {
  const t = useT();
  const grants = useQuery({
    queryKey: grantsKey,
    queryFn: ({ signal }) => callApi(calls.adminCoupon.grants, undefined, { signal }),
    // A running grant's progress moves on its own.
    refetchInterval: (query) => (query.state.data?.list.some((grant) => grant.status === 'running') ? 2_000 : false),
  });
  return (
    <Table<Grant>
      rowKey="id"
      size="small"
      loading={grants.isPending}
      dataSource={grants.data?.list ?? []}
      pagination={false}
      data-testid="coupon-grants"
      expandable={{
        rowExpandable: (row) => row.failures.length > 0,
        expandedRowRender: (row) => (
          <ul>
            {row.failures.map((failure) => (
              <li key={failure.target}>{`${failure.target}: ${failure.reason}`}</li>
            ))}
          </ul>
        ),
      }}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: t('adminCoupon.noun.template'), dataIndex: 'templateId' },
        { title: t('adminCoupon.grant.progress'), render: (_, row) => `${row.done + row.failed} / ${row.total}` },
        { title: t('adminCoupon.grant.failed'), dataIndex: 'failed' },
        {
          title: t('adminCoupon.grant.status'),
          render: (_, row) => (
            <Tag color={row.status === 'running' ? 'blue' : 'green'}>{t(`adminCoupon.grant.${row.status}`)}</Tag>
          ),
        },
        { title: t('adminCoupon.grant.at'), render: (_, row) => <DateTime value={row.createdAt} /> },
      ]}
    />
  );
}

function ClaimList() {
  const t = useT();
  const templates = useTemplateOptions();
  const [templateId, setTemplateId] = useState<number | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const claims = useQuery({
    queryKey: ['adminCoupon', 'claims', templateId ?? 0, pageNum],
    queryFn: ({ signal }) =>
      callApi(
        calls.adminCoupon.claims,
        { pageNum, pageSize: PAGE_SIZE, ...(templateId ? { templateId } : {}) },
        { signal },
      ),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        allowClear
        placeholder={t('adminCoupon.grant.claims')}
        style={{ width: 320 }}
        options={templates.options}
        onChange={(value: number | undefined) => {
          setTemplateId(value);
          setPageNum(1);
        }}
      />
      <Table<Claim>
        rowKey={(row) => `${row.memberId}:${row.templateId}`}
        size="small"
        loading={claims.isPending}
        dataSource={claims.data?.list ?? []}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: claims.data?.total ?? 0, onChange: setPageNum }}
        data-testid="coupon-claims"
        columns={[
          { title: t('adminCoupon.issue.memberId'), dataIndex: 'memberId' },
          { title: t('adminCoupon.noun.template'), dataIndex: 'templateId' },
          { title: t('adminCoupon.grant.claimed'), dataIndex: 'claimed' },
          { title: t('adminCoupon.grant.at'), render: (_, row) => <DateTime value={row.lastClaimedAt} /> },
        ]}
      />
    </Space>
  );
}
