// The checkout's invoice: none, a person's or a company's (name, tax ID, head office or branch),
// sent to an e-mail. The server checks the spec's rules and answers in the shopper's language.
import { useIntl } from 'react-intl';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import type { WebMessageId } from '@/lib/messages.ts';
import styles from './checkout.module.css';

export interface InvoiceValues {
  invoiceType: 'none' | 'person' | 'company';
  invoiceName: string;
  invoiceTaxId: string;
  invoiceBranch: 'head' | 'branch';
  invoiceBranchNo: string;
  invoiceEmail: string;
}

export const emptyInvoice: InvoiceValues = {
  invoiceType: 'none',
  invoiceName: '',
  invoiceTaxId: '',
  invoiceBranch: 'head',
  invoiceBranchNo: '',
  invoiceEmail: '',
};

export function InvoiceForm({ value, onChange }: { value: InvoiceValues; onChange: (next: InvoiceValues) => void }) {
  const intl = useIntl();
  const text = (id: WebMessageId) => intl.formatMessage({ id });
  const set = (patch: Partial<InvoiceValues>) => onChange({ ...value, ...patch });
  const field = (key: 'invoiceName' | 'invoiceTaxId' | 'invoiceBranchNo' | 'invoiceEmail', label: WebMessageId) => (
    <List.Item title={text(label)}>
      <Input
        value={value[key]}
        maxLength={key === 'invoiceEmail' ? 120 : 100}
        type={key === 'invoiceEmail' ? 'email' : 'text'}
        onChange={(next) => set({ [key]: next })}
        data-testid={`checkout-${key}`}
      />
    </List.Item>
  );
  return (
    <List header={text('webCheckout.invoice')} className={styles.section}>
      <List.Item>
        <Selector
          value={[value.invoiceType]}
          onChange={(next) => next[0] && set({ invoiceType: next[0] })}
          options={[
            { label: text('webCheckout.invoiceNone'), value: 'none' as const },
            { label: text('webCheckout.invoicePerson'), value: 'person' as const },
            { label: text('webCheckout.invoiceCompany'), value: 'company' as const },
          ]}
          data-testid="checkout-invoice-type"
        />
      </List.Item>
      {value.invoiceType !== 'none' && field('invoiceName', 'webCheckout.invoiceName')}
      {value.invoiceType !== 'none' && field('invoiceTaxId', 'webCheckout.invoiceTaxId')}
      {value.invoiceType === 'company' && (
        <List.Item>
          <Selector
            value={[value.invoiceBranch]}
            onChange={(next) => next[0] && set({ invoiceBranch: next[0] })}
            options={[
              { label: text('webCheckout.invoiceHead'), value: 'head' as const },
              { label: text('webCheckout.invoiceBranch'), value: 'branch' as const },
            ]}
          />
        </List.Item>
      )}
      {value.invoiceType === 'company' &&
        value.invoiceBranch === 'branch' &&
        field('invoiceBranchNo', 'webCheckout.invoiceBranchNo')}
      {value.invoiceType !== 'none' && field('invoiceEmail', 'webCheckout.invoiceEmail')}
    </List>
  );
}
