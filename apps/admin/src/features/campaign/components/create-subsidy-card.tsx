// Starting a subsidy campaign: its budget and the subsidy per unit of each SKU it names.
import { App, Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import { useCreateSubsidy, type SubsidyRequest } from '../api/campaigns.ts';

export function CreateSubsidyCard() {
  const t = useT();
  const { message } = App.useApp();
  const create = useCreateSubsidy();
  const [form] = Form.useForm<SubsidyRequest>();
  const submit = async (values: SubsidyRequest) => {
    try {
      await create.mutateAsync(values);
      form.resetFields();
      void message.success(t('adminCampaign.created'));
    } catch {
      // The client has already shown why.
    }
  };
  return (
    <Card title={t('adminCampaign.createSubsidy')} data-testid="subsidy-create">
      <Form<SubsidyRequest>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ skus: [{}] }}
      >
        <Space wrap>
          <Form.Item name="name" label={t('adminCampaign.name')} rules={[{ required: true, max: 100 }]}>
            <Input style={{ width: 200 }} data-testid="subsidy-name" />
          </Form.Item>
          <Form.Item name="budget" label={t('adminCampaign.budget')} rules={[{ required: true }]}>
            <Input style={{ width: 140 }} data-testid="subsidy-budget" />
          </Form.Item>
        </Space>
        <Form.List name="skus">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item
                    name={[field.name, 'productGoodsId']}
                    label={t('adminCampaign.productGoodsId')}
                    rules={[{ required: true }]}
                  >
                    <InputNumber min={1} data-testid={`subsidy-sku-${field.name}`} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    label={t('adminCampaign.amountPerUnit')}
                    rules={[{ required: true }]}
                  >
                    <Input style={{ width: 120 }} data-testid={`subsidy-amount-${field.name}`} />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button onClick={() => remove(field.name)}>{t('adminCampaign.removeSku')}</Button>
                  ) : null}
                </Space>
              ))}
              <Button onClick={() => add({})}>{t('adminCampaign.addSku')}</Button>
            </>
          )}
        </Form.List>
        <Button htmlType="submit" type="primary" loading={create.isPending} data-testid="subsidy-submit">
          {t('adminCampaign.start')}
        </Button>
      </Form>
    </Card>
  );
}
