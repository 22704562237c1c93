import { Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { locales } from '@mall/i18n';
import { useT } from '../../../lib/i18n.ts';
import { MAX_SPECS, newUid } from '../product-form.ts';
import { localeLabels } from './localized-text-input.tsx';

const MAX_VALUES = 30;

/** A spec name or value in every language, side by side; Simplified Chinese is required. */
function TextRow({ name, testId }: { name: (string | number)[]; testId: string }) {
  const t = useT();
  return (
    <Row gutter={8} style={{ flex: 1 }}>
      {locales.map((locale) => (
        <Col key={locale} xs={24} sm={12} lg={6}>
          <Form.Item
            name={[...name, locale]}
            style={{ marginBottom: 8 }}
            rules={locale === 'zh_CN' ? [{ required: true, whitespace: true, message: t('admin.form.required') }] : []}
          >
            <Input
              placeholder={`${t(localeLabels[locale])}${locale === 'zh_CN' ? ' *' : ''}`}
              aria-label={t(localeLabels[locale])}
              maxLength={200}
              data-testid={`${testId}-${locale}`}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** Up to three specs (colour, size…), each with its values; every combination becomes a SKU. */
export function ProductSpecsFields() {
  const t = useT();
  return (
    <Form.List name="specs">
      {(specs, { add, remove }) => (
        <Flex vertical gap={12}>
          {specs.length === 0 ? (
            <Typography.Text type="secondary">{t('adminCatalog.spec.none')}</Typography.Text>
          ) : null}
          {specs.map((spec, index) => (
            <Card
              key={spec.key}
              size="small"
              title={t('adminCatalog.spec.title', { index: index + 1 })}
              data-testid="product-spec"
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(spec.name)}
                  data-testid="spec-remove"
                >
                  {t('adminCatalog.spec.remove')}
                </Button>
              }
            >
              <Typography.Text strong>{t('adminCatalog.spec.name')}</Typography.Text>
              <TextRow name={[spec.name, 'name']} testId="spec-name" />
              <Typography.Text strong>{t('adminCatalog.spec.values')}</Typography.Text>
              <Form.List name={[spec.name, 'values']}>
                {(values, valueActions) => (
                  <>
                    {values.map((value) => (
                      <Flex key={value.key} gap={8} align="start" data-testid="spec-value">
                        <TextRow name={[value.name]} testId="spec-value" />
                        <Button
                          icon={<DeleteOutlined />}
                          disabled={values.length <= 1}
                          aria-label={t('adminCatalog.spec.removeValue')}
                          onClick={() => valueActions.remove(value.name)}
                        />
                      </Flex>
                    ))}
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      disabled={values.length >= MAX_VALUES}
                      onClick={() => valueActions.add({ uid: newUid(), zh_CN: '' })}
                      data-testid="spec-value-add"
                    >
                      {t('adminCatalog.spec.addValue')}
                    </Button>
                  </>
                )}
              </Form.List>
            </Card>
          ))}
          <div>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={specs.length >= MAX_SPECS}
              onClick={() => add({ name: { zh_CN: '' }, values: [{ uid: newUid(), zh_CN: '' }] })}
              data-testid="spec-add"
            >
              {t('adminCatalog.spec.add', { max: MAX_SPECS })}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
