import { App, Checkbox, Form, Input } from 'antd';
import { adminOperators, operatorRoles, strongPassword } from '@mall/contracts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { roleLabels } from '../../../components/role-tags.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCreateOperator, type CreateOperatorInput } from '../api/create-operator.ts';

type FormField = keyof CreateOperatorInput;
const formFields: readonly FormField[] = ['username', 'displayName', 'password', 'roles'];
const isFormField = (name: unknown): name is FormField => formFields.includes(name as FormField);
// The create call always has a body; its username field carries the rule the server applies.
const usernameSchema = adminOperators.create.body!.shape.username;

interface CreateOperatorDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function CreateOperatorDialog({ isOpen, onClose }: CreateOperatorDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateOperatorInput>();
  const create = useCreateOperator();

  const submit = (values: CreateOperatorInput) => {
    create.mutate(values, {
      onSuccess: (created) => {
        // A new account always waits for a second admin; the server answers the account if made at once.
        const name = created.operator?.displayName;
        message.success(name ? t('admin.operators.created', { name }) : t('admin.operators.proposed'));
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // The only conflict a new account can meet is a user name already taken.
        if (error.code === 409) form.setFields([{ name: 'username', errors: [error.message] }]);
        form.setFields(formErrors(error.fields, (path) => (isFormField(path[0]) ? path[0] : null)));
      },
    });
  };

  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      title={t('admin.operators.createTitle')}
      okText={t('admin.operators.create')}
      okTestId="operator-create-submit"
      isPending={create.isPending}
      onClose={onClose}
    >
      <Form<CreateOperatorInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ roles: ['operator'] }}
        disabled={create.isPending}
        data-testid="operator-create-form"
      >
        <OperatorAccountFields />
      </Form>
    </FormDialog>
  );
}

/** User name, display name, password and roles, each checked by the rule the server applies. */
function OperatorAccountFields() {
  const t = useT();
  return (
    <>
      <Form.Item
        name="username"
        label={t('admin.operators.username')}
        extra={t('admin.operators.usernameRule')}
        rules={[
          { required: true, whitespace: true, message: t('admin.form.required') },
          {
            validator: (_, value: string | undefined) =>
              !value || usernameSchema.safeParse(value).success
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.operators.usernameInvalid'))),
          },
        ]}
      >
        <Input name="username" autoComplete="off" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="displayName"
        label={t('admin.operators.displayName')}
        rules={[{ required: true, whitespace: true, message: t('admin.form.required') }]}
      >
        <Input name="displayName" autoComplete="off" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('admin.operators.password')}
        extra={t('admin.operators.passwordRule')}
        rules={[
          { required: true, message: t('admin.form.required') },
          {
            validator: (_, value: string | undefined) =>
              !value || strongPassword.safeParse(value).success
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.operators.passwordWeak'))),
          },
        ]}
      >
        <Input.Password name="password" autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="roles"
        label={t('admin.operators.roles')}
        rules={[{ required: true, type: 'array', min: 1, message: t('admin.operators.rolesRequired') }]}
      >
        <Checkbox.Group options={operatorRoles.map((role) => ({ value: role, label: t(roleLabels[role]) }))} />
      </Form.Item>
    </>
  );
}
