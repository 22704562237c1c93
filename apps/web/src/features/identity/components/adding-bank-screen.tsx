import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { SubmitButton } from '@/components/submit-button.tsx';
import { scrollToFirstError, showErrorOnForm } from '@/lib/form-errors.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useAddBankCard, useBanks, type Bank } from '../api/bank.ts';
import { useCertInfo, type CertInfo } from '../api/cert.ts';
import styles from './identity.module.css';

interface CardValues {
  bankCode: string;
  accountNo: string;
  branch: string;
  firstName: string;
  lastName: string;
  companyName?: string;
}

/** set/adding-bank: a card in the verified name (the company name for a company); it then waits for review. */
export function AddingBankScreen() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const cert = useCertInfo();
  const banks = useBanks();
  if (!session) return <LoginPrompt />;
  const failed = cert.isError ? cert : banks.isError ? banks : null;
  if (failed) return <ErrorView error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!cert.data || !banks.data) return <LoadingView lines={5} />;
  if (cert.data.state !== 'approved') {
    return (
      <StatusView
        testId="bank-need-identity"
        title={intl.formatMessage({ id: 'webIdentity.bank.needIdentity' })}
        action={
          <Button color="primary" onClick={() => void navigate(paths.setCertification)}>
            {intl.formatMessage({ id: 'webIdentity.bank.goCertify' })}
          </Button>
        }
      />
    );
  }
  return <BankCardForm cert={cert.data} banks={banks.data} />;
}

type TextField = 'accountNo' | 'branch' | 'firstName' | 'lastName' | 'companyName';

/** One required text field of the card, labelled by the shared field names. */
function TextItem({ name, help }: { name: TextField; help?: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `field.${name}` });
  return (
    <Form.Item name={name} label={label} help={help} rules={[{ required: true, message: label }]}>
      <Input name={name} inputMode={name === 'accountNo' ? 'numeric' : undefined} />
    </Form.Item>
  );
}

function BankSelect({ banks }: { banks: Bank[] }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'field.bankCode' });
  return (
    <Form.Item name="bankCode" label={label} rules={[{ required: true, message: label }]}>
      <select className={styles.select} data-testid="bank-code" aria-label={label}>
        <option value="">{intl.formatMessage({ id: 'webIdentity.bank.choose' })}</option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </select>
    </Form.Item>
  );
}

function BankCardForm({ cert, banks }: { cert: CertInfo; banks: Bank[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const add = useAddBankCard();
  const [form] = Form.useForm<CardValues>();
  const person = cert.personal ?? cert.foreigner;
  const onFinish = (values: CardValues) =>
    add.mutate(values, {
      onSuccess: () => {
        showToast(intl.formatMessage({ id: 'webIdentity.bank.added' }), 'success');
        void navigate(paths.setBankCard, { replace: true });
      },
      onError: (error) => showErrorOnForm(form, error),
    });
  return (
    <div className={styles.screen}>
      <Form
        form={form}
        layout="vertical"
        className={styles.list}
        initialValues={{
          firstName: person?.firstName ?? '',
          lastName: person?.lastName ?? '',
          companyName: cert.company?.companyName ?? '',
        }}
        onFinish={onFinish}
        onFinishFailed={scrollToFirstError}
        footer={
          <SubmitButton loading={add.isPending} testId="bank-submit">
            {intl.formatMessage({ id: 'common.save' })}
          </SubmitButton>
        }
      >
        <BankSelect banks={banks} />
        <TextItem name="accountNo" />
        <TextItem name="branch" />
        <TextItem name="firstName" help={intl.formatMessage({ id: 'webIdentity.bank.holderHint' })} />
        <TextItem name="lastName" />
        {cert.kind === 'company' && <TextItem name="companyName" />}
      </Form>
    </div>
  );
}
