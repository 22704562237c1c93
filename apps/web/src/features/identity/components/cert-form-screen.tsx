import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import { identitySlotsByKind, type IdentityKind } from '@mall/contracts/browser';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { SubmitButton } from '@/components/submit-button.tsx';
import { scrollToFirstError, showErrorOnForm } from '@/lib/form-errors.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useCertInfo, useSubmitCert, type CertInfo } from '../api/cert.ts';
import { IdImageUpload } from './id-image-upload.tsx';
import { viewPath } from './identity-paths.ts';
import styles from './identity.module.css';

/** The text fields of each kind, in the order the form shows them. */
export const textFields: Record<IdentityKind, readonly string[]> = {
  personal: ['firstName', 'lastName', 'idNumber', 'address', 'email', 'province', 'city', 'area', 'zip'],
  foreigner: [
    'firstName',
    'lastName',
    'passportNo',
    'passportExpiry',
    'nationality',
    'workAddress',
    'email',
    'province',
    'district',
    'town',
    'zip',
  ],
  company: ['companyName', 'companyCode', 'headOfficeAddress', 'email'],
};

type Values = Record<string, unknown> & { gender?: number[]; directors?: { name?: string; idNumber?: string }[] };

function initialValues(kind: IdentityKind, info: CertInfo): Values {
  const images = Object.fromEntries(info.images.map((image) => [image.slot, image.url]));
  const saved = info[kind];
  if (!saved) return { ...images, directors: [{}] };
  const values: Values = { ...images, ...(saved as Record<string, unknown>) };
  if (info.foreigner && kind === 'foreigner') values.gender = [info.foreigner.gender];
  return values;
}

function bodyOf(kind: IdentityKind, values: Values) {
  const body: Record<string, string> = {};
  for (const name of textFields[kind]) body[name] = String(values[name] ?? '').trim();
  if (kind === 'foreigner') return { ...body, certType: 'foreigner', gender: String(values.gender?.[0] ?? '') };
  if (kind === 'company') return { ...body, certType: 'company', directors: JSON.stringify(values.directors ?? []) };
  return body;
}

function CertForm({ kind, info }: { kind: IdentityKind; info: CertInfo }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitCert();
  const label = (name: string) => intl.formatMessage({ id: `field.${name}` as WebMessageId });
  const onFinish = (values: Values) => {
    const body = bodyOf(kind, values);
    const input = kind === 'personal' ? { kind, body: body as never } : { kind: 'other' as const, body: body as never };
    submit.mutate(input, {
      onSuccess: () => {
        showToast(intl.formatMessage({ id: 'webIdentity.submitted' }), 'success');
        void navigate(viewPath[kind], { replace: true });
      },
      onError: (error) => showErrorOnForm(form, error),
    });
  };
  return (
    <div className={styles.screen}>
      <Form
        form={form}
        layout="vertical"
        className={styles.list}
        initialValues={initialValues(kind, info)}
        onFinish={onFinish}
        onFinishFailed={scrollToFirstError}
        footer={
          <SubmitButton loading={submit.isPending} testId="cert-submit">
            {intl.formatMessage({ id: 'webIdentity.submit' })}
          </SubmitButton>
        }
      >
        {textFields[kind].map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={label(name)}
            help={name === 'passportExpiry' ? intl.formatMessage({ id: 'webIdentity.dateHint' }) : undefined}
            rules={[{ required: true, message: label(name) }]}
          >
            <Input name={name} />
          </Form.Item>
        ))}
        {kind === 'foreigner' && (
          <Form.Item name="gender" label={label('gender')} rules={[{ required: true, message: label('gender') }]}>
            <Selector
              columns={3}
              options={[0, 1, 2].map((value) => ({
                value,
                label: intl.formatMessage({ id: `webIdentity.gender.${value as 0 | 1 | 2}` }),
              }))}
            />
          </Form.Item>
        )}
        {kind === 'company' && <DirectorItems />}
        <Form.Header>{intl.formatMessage({ id: 'webIdentity.images' })}</Form.Header>
        {identitySlotsByKind[kind].map((slot) => (
          // Every photo of the kind must be there before the server takes the submission.
          <Form.Item key={slot} name={slot} label={label(slot)} rules={[{ required: true, message: label(slot) }]}>
            <IdImageUpload slot={slot} />
          </Form.Item>
        ))}
      </Form>
    </div>
  );
}

function DirectorItems() {
  const intl = useIntl();
  return (
    <Form.Array
      name="directors"
      onAdd={(operation) => operation.add({})}
      renderAdd={() => <Button fill="none">{intl.formatMessage({ id: 'webIdentity.addDirector' })}</Button>}
      renderHeader={({ index }) => `${intl.formatMessage({ id: 'webIdentity.director' })} ${index + 1}`}
    >
      {(fields) =>
        fields.map(({ index }) => (
          <div key={index}>
            <Form.Item name={[index, 'name']} label={intl.formatMessage({ id: 'webIdentity.directorName' })}>
              <Input name={`directors.${index}.name`} />
            </Form.Item>
            <Form.Item name={[index, 'idNumber']} label={intl.formatMessage({ id: 'webIdentity.directorId' })}>
              <Input name={`directors.${index}.idNumber`} />
            </Form.Item>
          </div>
        ))
      }
    </Form.Array>
  );
}

/** set/id-personal1, id-foreigner1, id-company1: fill in one kind and submit it for review. */
export function CertFormScreen({ kind }: { kind: IdentityKind }) {
  const session = useSession();
  const info = useCertInfo();
  if (!session) return <LoginPrompt />;
  if (info.isError) return <ErrorView error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <LoadingView lines={6} />;
  return <CertForm kind={kind} info={info.data} />;
}
