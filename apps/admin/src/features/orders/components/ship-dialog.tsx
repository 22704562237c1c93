// Ship one parcel of a paid order: the carrier (a common Thai carrier or any other typed in), the
// tracking number and the lines it carries (every line not yet shipped unless unticked), confirmed
// before it is sent. The server's refusal shows on the field it concerns.
import { useState } from 'react';
import { Alert, App, AutoComplete, Button, Checkbox, Flex, Form, Input, Modal, Spin, type FormInstance } from 'antd';
import { commonCarriers } from '@mall/contracts/browser';
import { ApiError } from '../../../lib/api.ts';
import { describeFailure } from '../../../lib/failure.ts';
import { formErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOrderDetail, type OrderDetail } from '../api/orders.ts';
import { useShipOrder } from '../api/shipping.ts';

interface ShipForm {
  carrier: string;
  trackingNo: string;
  lineIds: number[];
}

type FormField = keyof ShipForm;
const formFields: readonly FormField[] = ['carrier', 'trackingNo', 'lineIds'];
const isFormField = (name: unknown): name is FormField => formFields.includes(name as FormField);

/** Refusals that concern one field though the server names none. */
const fieldOfError: Partial<Record<string, FormField>> = {
  TRACKING_NO_TAKEN: 'trackingNo',
  LINES_NOT_SHIPPABLE: 'lineIds',
};

const carrierOptions = commonCarriers.map((carrier) => ({ value: carrier.name }));

/** The order's lines not yet in a parcel. */
export function unshippedLines(detail: OrderDetail) {
  const shipped = new Set(detail.shipments.flatMap((parcel) => parcel.lineIds));
  return detail.order.lines.filter((line) => !shipped.has(line.id));
}

export interface ShipTarget {
  orderId: number;
  orderNo: string;
}

interface ShipDialogProps {
  /** The order to ship; null keeps the dialog closed. */
  target: ShipTarget | null;
  onClose: () => void;
  onShipped?: (target: ShipTarget) => void;
}

export function ShipDialog({ target, onClose, onShipped }: ShipDialogProps) {
  const t = useT();
  const detail = useOrderDetail(target?.orderId ?? 0, { isEnabled: target !== null });
  return (
    <Modal
      open={target !== null}
      title={t('adminOrders.ship.title', { no: target?.orderNo ?? '' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="ship-dialog"
    >
      {target && detail.data ? (
        <ShipFormBody
          target={target}
          detail={detail.data}
          onClose={onClose}
          onShipped={() => {
            onShipped?.(target);
            onClose();
          }}
        />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={describeFailure(detail.error, t)} />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

interface ShipFormBodyProps {
  target: ShipTarget;
  detail: OrderDetail;
  onClose: () => void;
  onShipped: () => void;
}

/** Sends the parcel; a refusal lands on the field it concerns, or above the form. */
function useShipSubmit(target: ShipTarget, form: FormInstance<ShipForm>, onShipped: () => void) {
  const t = useT();
  const { message } = App.useApp();
  const ship = useShipOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (values: ShipForm) => {
    setFailure(null);
    try {
      await ship.mutateAsync({
        orderId: target.orderId,
        carrier: values.carrier.trim(),
        trackingNo: values.trackingNo.trim(),
        lineIds: values.lineIds.join(','),
      });
      void message.success(t('adminOrders.ship.done', { no: target.orderNo }));
      onShipped();
    } catch (error) {
      if (!(error instanceof ApiError)) return setFailure(describeFailure(error, t));
      const named = fieldOfError[error.errorKey ?? ''];
      const fieldErrors = named
        ? [{ name: named, errors: [error.message] }]
        : formErrors(error.fields, (path) => (isFormField(path[0]) ? path[0] : null));
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else setFailure(error.message);
    }
  };
  return { send, failure, isPending: ship.isPending };
}

function ShipFields({ lines }: { lines: OrderDetail['order']['lines'] }) {
  const t = useT();
  return (
    <>
      <Form.Item
        name="carrier"
        label={t('adminOrders.ship.carrier')}
        extra={t('adminOrders.ship.carrierHint')}
        rules={[{ required: true, whitespace: true, message: t('admin.form.required') }]}
      >
        <AutoComplete
          maxLength={40}
          options={carrierOptions}
          showSearch={{
            filterOption: (input, option) => (option?.value ?? '').toLowerCase().includes(input.trim().toLowerCase()),
          }}
        />
      </Form.Item>
      <Form.Item
        name="trackingNo"
        label={t('adminOrders.ship.trackingNo')}
        extra={t('adminOrders.ship.trackingNoHint')}
        rules={[
          { required: true, message: t('admin.form.required') },
          { pattern: /^\s*[A-Za-z0-9-]{4,40}\s*$/, message: t('adminOrders.ship.trackingNoHint') },
        ]}
      >
        <Input maxLength={60} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="lineIds"
        label={t('adminOrders.ship.lines')}
        rules={[{ required: true, type: 'array', min: 1, message: t('adminOrders.ship.linesRequired') }]}
      >
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={lines.map((line) => ({ value: line.id, label: `${line.name} ${line.specText} ×${line.num}` }))}
        />
      </Form.Item>
    </>
  );
}

interface ShipFormBodyProps {
  target: ShipTarget;
  detail: OrderDetail;
  onClose: () => void;
  onShipped: () => void;
}

function ShipFormBody({ target, detail, onClose, onShipped }: ShipFormBodyProps) {
  const t = useT();
  const { modal } = App.useApp();
  const [form] = Form.useForm<ShipForm>();
  const { send, failure, isPending } = useShipSubmit(target, form, onShipped);
  const open = unshippedLines(detail);

  const confirm = (values: ShipForm) => {
    modal.confirm({
      title: t('adminOrders.ship.confirmTitle'),
      content: t('adminOrders.ship.confirmContent', {
        no: target.orderNo,
        lines: values.lineIds.length,
        carrier: values.carrier.trim(),
        trackingNo: values.trackingNo.trim(),
      }),
      okText: t('adminOrders.ship.submit'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () => send(values),
    });
  };

  return (
    <Form<ShipForm>
      form={form}
      name="ship"
      layout="vertical"
      initialValues={{ lineIds: open.map((line) => line.id) }}
      onFinish={confirm}
      disabled={isPending}
      data-testid="ship-form"
    >
      {failure ? (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="ship-error" />
      ) : null}
      <ShipFields lines={open} />
      <Flex gap={8} justify="end">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={isPending} data-testid="ship-next">
          {t('adminOrders.ship.next')}
        </Button>
      </Flex>
    </Form>
  );
}
