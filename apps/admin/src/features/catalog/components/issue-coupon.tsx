// Issues a coupon of an active template to one member. A key made when the dialog opens goes with
// the request, so a repeated submission (a double click, a retry) issues one coupon.
import { useState } from 'react';
import { App, Button, Form, InputNumber, Modal, Select, type ButtonProps } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import { ApiError, callApi } from '../../../lib/api.ts';
import { describeFailure } from '../../../lib/failure.ts';
import { formErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useAreaList } from '../api/content-area.ts';
import { catalogKeys } from '../api/keys.ts';
import { textIn } from '../localized.ts';

interface IssueForm {
  memberId: number | null;
  templateId: number | null;
}

export function IssueCouponButton() {
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<IssueForm>();
  const [key, setKey] = useState<string | null>(null);
  const templates = useAreaList('couponTemplates', calls.adminCoupon.template);
  const issue = useMutation({
    mutationFn: (values: { memberId: number; templateId: number; key: string }) =>
      callApi(calls.adminCoupon.issue, values, { isQuiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.list('couponTemplates') }),
  });

  const open = () => {
    form.resetFields();
    setKey(crypto.randomUUID());
  };
  const submit = (values: IssueForm) => {
    if (!key || values.memberId === null || values.templateId === null) return;
    issue.mutate(
      { memberId: values.memberId, templateId: values.templateId, key },
      {
        onSuccess: (result) => {
          if (result.couponId === null) message.info(t('adminCoupon.issue.pending'));
          else message.success(t('adminCoupon.issue.done', { id: result.couponId }));
          setKey(null);
        },
        onError: (error) => {
          void message.error(describeFailure(error, t));
          if (error instanceof ApiError)
            form.setFields(formErrors(error.fields, (path) => path) as Parameters<typeof form.setFields>[0]);
        },
      },
    );
  };
  const required = [{ required: true, message: t('admin.form.required') }];
  const active = (templates.data ?? []).filter((row) => row.isActive);

  return (
    <>
      <Button icon={<GiftOutlined />} onClick={open} data-testid="coupon-issue-open">
        {t('adminCoupon.issue.title')}
      </Button>
      <Modal
        open={key !== null}
        title={t('adminCoupon.issue.title')}
        okText={t('adminCoupon.issue.submit')}
        okButtonProps={{ loading: issue.isPending, 'data-testid': 'coupon-issue-submit' } as ButtonProps}
        onOk={() => form.submit()}
        onCancel={() => setKey(null)}
        destroyOnHidden
      >
        <Form<IssueForm> form={form} layout="vertical" onFinish={submit} disabled={issue.isPending}>
          <Form.Item name="memberId" label={t('adminCoupon.issue.memberId')} rules={required}>
            <InputNumber min={1} precision={0} style={{ width: 200 }} data-testid="coupon-issue-member" />
          </Form.Item>
          <Form.Item name="templateId" label={t('adminCoupon.noun.template')} rules={required}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={templates.isPending}
              options={active.map((row) => ({ value: row.id, label: `${textIn(row.name, locale)} (#${row.id})` }))}
              data-testid="coupon-issue-template"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
