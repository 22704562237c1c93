import type { ReactNode } from 'react';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { SettingField } from '../setting-fields.ts';
import { AdvertisementFields } from './advertisement-fields.tsx';
import { LocalizedTextFields } from './localized-text-fields.tsx';
import { MemberLevelsFields } from './member-levels-fields.tsx';
import { RecordFields } from './record-fields.tsx';
import { ReturnAddressFields } from './return-address-fields.tsx';

/** The control for a short value that fits on one line with its buttons; null for the larger editors. */
export function inlineEditor(field: SettingField, testId: string): ReactNode {
  switch (field.kind) {
    case 'text':
    case 'image':
      return (
        <Form.Item name="value" noStyle normalize={field.normalize}>
          <Input
            inputMode={field.inputMode}
            placeholder={field.placeholder}
            data-testid={testId}
            style={{ maxWidth: 480 }}
          />
        </Form.Item>
      );
    case 'switch':
      return (
        <Form.Item name="value" valuePropName="checked" noStyle>
          <Switch data-testid={testId} />
        </Form.Item>
      );
    case 'money':
      return (
        <Form.Item name="value" noStyle>
          <InputNumber<string>
            stringMode
            min="0"
            precision={2}
            placeholder={field.placeholder}
            data-testid={testId}
            style={{ width: 220 }}
          />
        </Form.Item>
      );
    case 'tags':
      return (
        <Form.Item
          name="value"
          noStyle
          normalize={(values: string[]) => values.map((value) => field.normalize?.(value) ?? value)}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            open={false}
            suffixIcon={null}
            data-testid={testId}
            style={{ maxWidth: 480 }}
          />
        </Form.Item>
      );
    default:
      return null;
  }
}

/** The editor for a value too large for one line: raw JSON or a structured form. */
export function blockEditor(field: SettingField, testId: string): ReactNode {
  if (field.kind === 'json') {
    return (
      <Form.Item name="value" noStyle>
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 24 }}
          spellCheck={false}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }}
          data-testid={testId}
        />
      </Form.Item>
    );
  }
  return (
    <>
      {field.kind === 'localizedText' ? <LocalizedTextFields name={['value']} testId={testId} /> : null}
      {field.kind === 'advertisement' ? <AdvertisementFields testId={testId} /> : null}
      {field.kind === 'memberLevels' ? <MemberLevelsFields testId={testId} /> : null}
      {field.kind === 'returnAddress' ? <ReturnAddressFields testId={testId} /> : null}
      {field.kind === 'record' ? (
        <RecordFields settingKey={field.key} parts={field.parts ?? []} testId={testId} />
      ) : null}
    </>
  );
}

/** A preview under an image address, once there is one. */
export function imagePreview(field: SettingField, current: unknown): ReactNode {
  if (field.kind !== 'image' || typeof current !== 'string' || current === '') return null;
  return (
    <img
      src={current}
      alt=""
      style={{ marginTop: 8, maxHeight: 96, maxWidth: 240, objectFit: 'contain', display: 'block' }}
    />
  );
}
