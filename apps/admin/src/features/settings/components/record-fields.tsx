import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { SettingKey } from '@mall/contracts';
import type { MessageId } from '@mall/i18n';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { partBounds, type PartBounds, type RecordPart } from '../setting-records.ts';
import { amountToMinor, minorToAmount } from '../setting-value.ts';

interface RecordFieldsProps {
  settingKey: SettingKey;
  parts: readonly RecordPart[];
  testId: string;
}

/** One control per field of an object setting, checked against the same bounds as the server's schema. */
export function RecordFields({ settingKey, parts, testId }: RecordFieldsProps) {
  const t = useT();
  return (
    <Row gutter={16} data-testid={testId}>
      {parts.map((part) => {
        const bounds = partBounds(settingKey, part.name);
        const wide = part.type === 'multiline' || part.type === 'dayList' || part.type === 'moneyList';
        return (
          <Col key={part.name} xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
            <Form.Item
              name={['value', part.name]}
              label={t(part.label)}
              valuePropName={part.type === 'switch' ? 'checked' : 'value'}
              rules={rulesFor(t, part, bounds)}
              validateFirst
            >
              {control(t, part, bounds, `${testId}-${part.name}`)}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

function control(t: Translate, part: RecordPart, bounds: PartBounds, testId: string): ReactNode {
  const unit = part.unit ? t(part.unit) : undefined;
  switch (part.type) {
    case 'money':
      return <InputNumber<string> stringMode precision={2} data-testid={testId} style={{ width: '100%' }} />;
    case 'percent':
      return <InputNumber<string> stringMode precision={2} suffix="%" data-testid={testId} style={{ width: '100%' }} />;
    case 'integer':
      return <InputNumber precision={0} suffix={unit} data-testid={testId} style={{ width: '100%' }} />;
    case 'switch':
      return <Switch data-testid={testId} />;
    case 'select':
      return (
        <Select
          data-testid={testId}
          options={(bounds.options ?? []).map((value) => ({
            value,
            label: t(`adminSettings.option.${value}` as MessageId),
          }))}
        />
      );
    case 'multiline':
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} spellCheck={false} data-testid={testId} />;
    case 'secret':
      return (
        <Input.Password
          autoComplete="new-password"
          placeholder={t('adminSettings.secretPlaceholder')}
          data-testid={testId}
        />
      );
    case 'moneyList':
    case 'dayList':
      return (
        <Select
          mode="tags"
          tokenSeparators={[',', ' ']}
          open={false}
          suffixIcon={null}
          placeholder={part.type === 'dayList' ? 'YYYY-MM-DD' : '0.00'}
          data-testid={testId}
        />
      );
    case 'text':
      return <Input maxLength={bounds.maxLength} data-testid={testId} />;
  }
}

/** What the form checks before asking the server: amounts in the currency, counts within their range. */
export function rulesFor(t: Translate, part: RecordPart, bounds: PartBounds): Rule[] {
  const required: Rule = { required: true, message: t('validation.required') };
  switch (part.type) {
    case 'money':
    case 'percent':
      return [required, { validator: (_, value: unknown) => checkAmount(t, bounds, value) }];
    case 'moneyList':
      return [
        {
          validator: async (_, values: unknown) => {
            for (const value of Array.isArray(values) ? values : []) await checkAmount(t, bounds, value);
          },
        },
      ];
    case 'integer':
      return [required, { validator: (_, value: unknown) => checkCount(t, bounds, value) }];
    default:
      return [];
  }
}

/** An amount typed with at most two decimals, within the schema's range of minor units. */
export async function checkAmount(t: Translate, bounds: PartBounds, value: unknown): Promise<void> {
  const minor = amountToMinor(String(value ?? ''));
  if (minor === null) throw new Error(t('adminSettings.validation.amount'));
  if (bounds.min !== undefined && minor < bounds.min) {
    throw new Error(t('validation.tooSmall', { min: minorToAmount(bounds.min) }));
  }
  if (bounds.max !== undefined && minor > bounds.max) {
    throw new Error(t('validation.tooBig', { max: minorToAmount(bounds.max) }));
  }
}

async function checkCount(t: Translate, bounds: PartBounds, value: unknown): Promise<void> {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(t('validation.notANumber'));
  if (bounds.min !== undefined && value < bounds.min) throw new Error(t('validation.tooSmall', { min: bounds.min }));
  if (bounds.max !== undefined && value > bounds.max) throw new Error(t('validation.tooBig', { max: bounds.max }));
}
