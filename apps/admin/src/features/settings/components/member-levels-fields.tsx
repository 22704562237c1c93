import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { locales } from '@mall/i18n';
import { useT } from '../../../lib/i18n.ts';
import { LocalizedTextFields, localeLabels } from './localized-text-fields.tsx';

const MAX_LEVELS = 3;

/** Names the language of each column once filled inputs no longer show their placeholders. */
function BenefitHeader() {
  const t = useT();
  return (
    <Flex gap={8} aria-hidden>
      <Row gutter={8} style={{ flex: 1 }}>
        {locales.map((locale) => (
          <Col key={locale} xs={0} lg={6}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(localeLabels[locale])}
            </Typography.Text>
          </Col>
        ))}
      </Row>
      <div style={{ width: 32 }} />
    </Flex>
  );
}

/** One short text per language on a single row: benefits are one line each. */
function BenefitRow({ name, onRemove }: { name: number; onRemove: () => void }) {
  const t = useT();
  return (
    <Flex gap={8} align="start" data-testid="member-benefit">
      <Row gutter={8} style={{ flex: 1 }}>
        {locales.map((locale) => (
          <Col key={locale} xs={24} sm={12} lg={6}>
            <Form.Item name={[name, locale]} style={{ marginBottom: 8 }}>
              <Input placeholder={t(localeLabels[locale])} aria-label={t(localeLabels[locale])} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button icon={<DeleteOutlined />} aria-label={t('admin.memberLevels.removeBenefit')} onClick={onRemove} />
    </Flex>
  );
}

/** The member levels shown on the VIP tab: each with a name and a list of benefits. */
export function MemberLevelsFields({ testId }: { testId: string }) {
  const t = useT();
  return (
    <Form.List name="value">
      {(levels, { add, remove }) => (
        <Flex vertical gap={12} data-testid={testId}>
          {levels.map((level, index) => (
            <Card
              key={level.key}
              size="small"
              data-testid="member-level"
              title={t('admin.memberLevels.levelTitle', { index: index + 1 })}
              extra={
                <Button danger type="text" icon={<DeleteOutlined />} onClick={() => remove(level.name)}>
                  {t('admin.memberLevels.removeLevel')}
                </Button>
              }
            >
              <Form.Item name={[level.name, 'level']} label={t('admin.memberLevels.level')}>
                <InputNumber min={1} max={MAX_LEVELS} precision={0} />
              </Form.Item>
              <Form.Item label={t('admin.memberLevels.name')}>
                <LocalizedTextFields name={[level.name, 'name']} isSingleLine />
              </Form.Item>
              <Form.Item label={t('admin.memberLevels.benefits')} style={{ marginBottom: 0 }}>
                <Form.List name={[level.name, 'benefits']}>
                  {(benefits, benefitActions) => (
                    <>
                      {benefits.length === 0 ? (
                        <Typography.Paragraph type="secondary">
                          {t('admin.memberLevels.noBenefits')}
                        </Typography.Paragraph>
                      ) : (
                        <BenefitHeader />
                      )}
                      {benefits.map((benefit) => (
                        <BenefitRow
                          key={benefit.key}
                          name={benefit.name}
                          onRemove={() => benefitActions.remove(benefit.name)}
                        />
                      ))}
                      <Button type="dashed" icon={<PlusOutlined />} onClick={() => benefitActions.add({ zh_CN: '' })}>
                        {t('admin.memberLevels.addBenefit')}
                      </Button>
                    </>
                  )}
                </Form.List>
              </Form.Item>
            </Card>
          ))}
          {levels.length === 0 ? (
            <Typography.Text type="secondary">{t('admin.memberLevels.empty')}</Typography.Text>
          ) : null}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={levels.length >= MAX_LEVELS}
            onClick={() => add({ level: levels.length + 1, name: { zh_CN: '' }, benefits: [] })}
          >
            {t('admin.memberLevels.addLevel')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
