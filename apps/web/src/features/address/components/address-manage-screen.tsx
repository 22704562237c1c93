// Add or edit an address (`?id=` edits): smart paste, "use my location", the cascading region
// picker, and the spec's required fields. The server checks the mobile and that regions nest. The
// zip is asked for only where the region data has one (Thailand): mainland China's has none.
import type { WebMessageId } from '@/lib/messages.ts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import Form, { type FormInstance } from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { SubmitButton } from '@/components/submit-button.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { scrollToFirstError, showErrorOnForm } from '@/lib/form-errors.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useAddress, useSaveAddress, type Address } from '../api/addresses.ts';
import type { IdentifiedAddress, Located } from '../api/regions.ts';
import { RegionFields, type ChosenRegions } from './region-fields.tsx';
import { SmartPaste } from './smart-paste.tsx';
import { useLocation } from './use-location.ts';
import styles from './address.module.css';

interface Values {
  name: string;
  mobile: string;
  zip: string;
  address: string;
  isDefault: boolean;
}

export function AddressManageScreen() {
  const session = useSession();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const existing = useAddress(id);
  if (!session) return <LoginPrompt />;
  if (id && existing.isPending) return <LoadingView lines={5} />;
  if (id && existing.isError) return <ErrorView error={existing.error} onRetry={() => void existing.refetch()} />;
  return <AddressForm key={id ?? 'new'} existing={existing.data ?? null} />;
}

const none: ChosenRegions = { province: null, city: null, area: null };

function regionsOf(address: Address): ChosenRegions {
  return {
    province: { id: address.provinceId, name: address.province, zip: null },
    city: { id: address.cityId, name: address.city, zip: null },
    area: { id: address.areaId, name: address.area, zip: address.zip },
  };
}

function AddressForm({ existing }: { existing: Address | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { regions, regionError, setRegionError, ...fill } = useRegionState(form, existing);
  const save = useSaveAddress();
  const text = (id: WebMessageId) => intl.formatMessage({ id });
  const { locate, isLocating } = useLocation(fill.fromLocation);

  const submit = (values: Values) => {
    const { province, city, area } = regions;
    if (!province || !city || !area) {
      setRegionError(text('webAddress.regionRequired'));
      return;
    }
    save.mutate(
      { ...values, id: existing?.id, provinceId: province.id, cityId: city.id, areaId: area.id },
      {
        onSuccess: () => {
          showToast(text('webAddress.saved'), 'success');
          void navigate(paths.address, { replace: true });
        },
        onError: (error) => showErrorOnForm(form, error),
      },
    );
  };

  const required = (id: WebMessageId) => [
    { required: true, message: intl.formatMessage({ id: 'webAddress.required' }, { field: text(id) }) },
  ];
  return (
    <div className={styles.form}>
      <SmartPaste onRead={fill.fromPaste} />
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onFinishFailed={scrollToFirstError}
        initialValues={existing ? { ...existing, isDefault: existing.isDefault === 1 } : { isDefault: false }}
        footer={
          <SubmitButton loading={save.isPending} testId="address-save">
            {text('common.save')}
          </SubmitButton>
        }
      >
        <Form.Item name="name" label={text('field.name')} rules={required('field.name')}>
          <Input maxLength={64} autoComplete="name" data-testid="address-name" />
        </Form.Item>
        <Form.Item name="mobile" label={text('field.mobile')} rules={required('field.mobile')}>
          <Input type="tel" maxLength={24} autoComplete="tel" data-testid="address-mobile" />
        </Form.Item>
        <Form.Item label={text('webAddress.region')} help={regionError ?? undefined}>
          <RegionFields value={regions} onChange={fill.chooseRegions} />
          <Button
            size="mini"
            fill="none"
            color="primary"
            loading={isLocating}
            onClick={locate}
            data-testid="address-locate"
          >
            {text('webAddress.location.use')}
          </Button>
        </Form.Item>
        <Form.Item name="zip" label={text('field.zip')} rules={regions.area?.zip ? required('field.zip') : []}>
          <Input inputMode="numeric" maxLength={6} autoComplete="postal-code" data-testid="address-zip" />
        </Form.Item>
        <Form.Item name="address" label={text('field.address')} rules={required('field.address')}>
          <Input maxLength={200} autoComplete="street-address" data-testid="address-street" />
        </Form.Item>
        <Form.Item
          name="isDefault"
          label={text('field.isDefault')}
          childElementPosition="right"
          valuePropName="checked"
        >
          <Switch data-testid="address-default" />
        </Form.Item>
      </Form>
    </div>
  );
}

/** The chosen regions and what fills them: the picker, smart paste and the location. */
function useRegionState(form: FormInstance, existing: Address | null) {
  const [regions, setRegions] = useState<ChosenRegions>(existing ? regionsOf(existing) : none);
  const [regionError, setRegionError] = useState<string | null>(null);
  const chooseRegions = (next: ChosenRegions) => {
    setRegions(next);
    setRegionError(null);
    if (next.area?.zip) form.setFieldValue('zip', next.area.zip);
  };
  const fromPaste = (read: IdentifiedAddress) => {
    form.setFieldsValue({
      ...(read.name ? { name: read.name } : {}),
      ...(read.mobile ? { mobile: read.mobile } : {}),
      ...(read.address ? { address: read.address } : {}),
      ...(read.zip ? { zip: read.zip } : {}),
    });
    if (read.province) chooseRegions({ province: read.province, city: read.city, area: read.area });
  };
  const fromLocation = (located: Located) =>
    chooseRegions({ province: located.province, city: located.city, area: located.area });
  return { regions, regionError, setRegionError, chooseRegions, fromPaste, fromLocation };
}
