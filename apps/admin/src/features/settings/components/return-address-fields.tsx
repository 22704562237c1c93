import { Col, Form, Input, Row } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import { LocalizedTextFields } from './localized-text-fields.tsx';

/** Where members send returned and exchanged goods: the recipient, their phone, the address in each language. */
export function ReturnAddressFields({ testId }: { testId: string }) {
  const t = useT();
  return (
    <div data-testid={testId}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['value', 'name']} label={t('admin.setting.returnAddress.name')}>
            <Input maxLength={60} data-testid={`${testId}-name`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['value', 'phone']} label={t('admin.setting.returnAddress.phone')}>
            <Input maxLength={40} inputMode="tel" data-testid={`${testId}-phone`} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('admin.setting.returnAddress.address')} style={{ marginBottom: 0 }}>
        <LocalizedTextFields name={['value', 'address']} rows={2} testId={`${testId}-address`} />
      </Form.Item>
    </div>
  );
}
