import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useT } from '../../../lib/i18n.ts';

/** The launch advertisement: the image, where a tap leads, and how long it shows. */
export function AdvertisementFields({ testId }: { testId: string }) {
  const t = useT();
  return (
    <Row gutter={16} data-testid={testId}>
      <Col xs={24} md={10}>
        <Form.Item name={['value', 'imageUrl']} label={t('admin.setting.advertisement.imageUrl')}>
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item name={['value', 'linkUrl']} label={t('admin.setting.advertisement.linkUrl')}>
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
      </Col>
      <Col xs={24} md={4}>
        <Form.Item name={['value', 'seconds']} label={t('admin.setting.advertisement.seconds')}>
          <InputNumber min={1} max={30} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
