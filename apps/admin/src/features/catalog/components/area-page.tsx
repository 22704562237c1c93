// One pattern for every content area of the catalogue: a table of rows, a drawer to create or
// change one, and deletion after a confirmation (refused while something still uses the row).
import { useState, type ComponentType, type HTMLAttributes } from 'react';
import {
  App,
  Button,
  Drawer,
  Empty,
  Flex,
  Form,
  Space,
  Table,
  Typography,
  type FormInstance,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Locale, MessageId } from '@mall/i18n';
import { ErrorResult } from '../../../components/error-result.tsx';
import { ApiError } from '../../../lib/api.ts';
import { describeFailure } from '../../../lib/failure.ts';
import { formErrors } from '../../../lib/form-errors.ts';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import {
  useAreaDelete,
  useAreaList,
  useAreaSave,
  type AreaCalls,
  type AreaInput,
  type AreaRow,
} from '../api/content-area.ts';

type NamePath = (string | number)[];

export interface AreaContext {
  t: Translate;
  locale: Locale;
}

export interface AreaFieldsProps<C extends AreaCalls, F> {
  form: FormInstance<F>;
  /** The row being changed, or null for a new one. */
  editing: AreaRow<C> | null;
}

export interface AreaDefinition<C extends AreaCalls, F extends object> {
  /** Names the area in the cache and in test ids (`<testId>-row`, `<testId>-create`). */
  key: string;
  testId: string;
  calls: C;
  /** What one row is called: "banner", "hot word". */
  noun: MessageId;
  columns: (context: AreaContext) => TableColumnsType<AreaRow<C>>;
  Fields: ComponentType<AreaFieldsProps<C, F>>;
  toForm: (row: AreaRow<C> | null) => F;
  toInput: (values: F, id: number | null) => AreaInput<C>;
  /** How a row is named in the delete confirmation. */
  rowName: (row: AreaRow<C>, locale: Locale) => string;
  /** Turns the list into the rows shown, as a tree for categories. */
  toRows?: (rows: AreaRow<C>[]) => AreaRow<C>[];
  /** The form field that shows a server issue; by default the body's path is the form's. */
  fieldName?: (path: NamePath) => NamePath | null;
  drawerWidth?: number;
}

const idOf = (row: unknown) => (row as { id: number }).id;

export function AreaPage<C extends AreaCalls, F extends object>({ area }: { area: AreaDefinition<C, F> }) {
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const list = useAreaList(area.key, area.calls);
  const save = useAreaSave(area.key, area.calls);
  const [form] = Form.useForm<F>();
  // undefined: the drawer is closed; null: a new row.
  const [editing, setEditing] = useState<AreaRow<C> | null | undefined>(undefined);
  const noun = t(area.noun);

  const open = (row: AreaRow<C> | null) => {
    form.resetFields();
    form.setFieldsValue(area.toForm(row) as Parameters<typeof form.setFieldsValue>[0]);
    setEditing(row);
  };

  const submit = (values: F) => {
    const id = editing ? idOf(editing) : null;
    // The whole store: fields that a choice hides still carry what the call needs.
    const input = area.toInput({ ...(form.getFieldsValue(true) as F), ...values }, id);
    save.mutate(input, {
      onSuccess: () => {
        message.success(t(id ? 'adminCatalog.crud.saved' : 'adminCatalog.crud.created', { noun }));
        setEditing(undefined);
      },
      onError: (error) => {
        void message.error(describeFailure(error, t));
        if (error instanceof ApiError) {
          // The paths are the body's, and the form mirrors the body: they name the same fields.
          const fields = formErrors(error.fields, area.fieldName ?? ((path) => path));
          form.setFields(fields as Parameters<typeof form.setFields>[0]);
        }
      },
    });
  };

  const confirmDelete = useConfirmDelete(area, noun);
  const columns = withRowActions(area, { t, locale }, open, confirmDelete);

  const rows = list.data ? (area.toRows ? area.toRows(list.data) : list.data) : [];

  return (
    <>
      <AreaToolbar
        total={list.data?.length}
        isFetching={list.isFetching}
        onRefresh={() => void list.refetch()}
        onCreate={() => open(null)}
        createLabel={t('adminCatalog.crud.create', { noun })}
        testId={area.testId}
      />
      {list.isError ? (
        <ErrorResult error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AreaRow<C>>
          rowKey={idOf}
          columns={columns}
          dataSource={rows}
          loading={list.isPending}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: true } : false}
          scroll={{ x: 'max-content' }}
          expandable={area.toRows ? { defaultExpandAllRows: true } : undefined}
          locale={{ emptyText: <Empty description={t('adminCatalog.crud.empty', { noun })} /> }}
          onRow={(row) =>
            ({ 'data-testid': `${area.testId}-row`, 'data-id': idOf(row) }) as HTMLAttributes<HTMLElement>
          }
        />
      )}
      <AreaDrawer
        area={area}
        form={form}
        editing={editing}
        noun={noun}
        isSaving={save.isPending}
        onClose={() => setEditing(undefined)}
        onSubmit={submit}
      />
    </>
  );
}

/** Asks before deleting a row; a row still in use is refused with a dialog that says where. */
function useConfirmDelete<C extends AreaCalls, F extends object>(area: AreaDefinition<C, F>, noun: string) {
  const t = useT();
  const locale = useLocale();
  const { modal, message } = App.useApp();
  const remove = useAreaDelete(area.key, area.calls);
  return (row: AreaRow<C>) => {
    modal.confirm({
      title: t('adminCatalog.crud.deleteTitle', { noun, name: area.rowName(row, locale) }),
      content: t('adminCatalog.crud.deleteContent'),
      okText: t('adminCatalog.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(idOf(row));
          message.success(t('adminCatalog.crud.deleted', { noun }));
        } catch (error) {
          if (error instanceof ApiError && (error.errorKey === 'IN_USE' || error.code === 409)) {
            // Shown as a dialog: the operator has to act elsewhere first, a passing toast is too easy to miss.
            modal.error({
              title: t('adminCatalog.crud.inUseTitle', { noun }),
              content: <span data-testid="delete-refused">{error.message}</span>,
              okText: t('adminCatalog.crud.understood'),
            });
          } else {
            void message.error(describeFailure(error, t));
          }
        }
      },
    });
  };
}

interface AreaToolbarProps {
  total: number | undefined;
  isFetching: boolean;
  onRefresh: () => void;
  onCreate: () => void;
  createLabel: string;
  testId: string;
}

function AreaToolbar({ total, isFetching, onRefresh, onCreate, createLabel, testId }: AreaToolbarProps) {
  const t = useT();
  return (
    <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }} wrap>
      <Typography.Text type="secondary">
        {total !== undefined ? t('admin.table.total', { total }) : null}
      </Typography.Text>
      <Space>
        <Button
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          loading={isFetching}
          aria-label={t('adminCatalog.refresh')}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid={`${testId}-create`}>
          {createLabel}
        </Button>
      </Space>
    </Flex>
  );
}

interface AreaDrawerProps<C extends AreaCalls, F extends object> {
  area: AreaDefinition<C, F>;
  form: FormInstance<F>;
  /** undefined: closed; null: a new row. */
  editing: AreaRow<C> | null | undefined;
  noun: string;
  isSaving: boolean;
  onClose: () => void;
  onSubmit: (values: F) => void;
}

function AreaDrawer<C extends AreaCalls, F extends object>(props: AreaDrawerProps<C, F>) {
  const { area, form, editing, noun, isSaving, onClose, onSubmit } = props;
  const t = useT();
  return (
    <Drawer
      open={editing !== undefined}
      title={t(editing ? 'adminCatalog.crud.editTitle' : 'adminCatalog.crud.createTitle', { noun })}
      size={area.drawerWidth ?? 560}
      onClose={onClose}
      destroyOnHidden={false}
      forceRender
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => onClose()}>{t('common.cancel')}</Button>
          <Button type="primary" loading={isSaving} onClick={() => form.submit()} data-testid={`${area.testId}-save`}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      <Form<F>
        form={form}
        layout="vertical"
        onFinish={onSubmit}
        disabled={isSaving}
        data-testid={`${area.testId}-form`}
      >
        <area.Fields form={form} editing={editing ?? null} />
      </Form>
    </Drawer>
  );
}

/** The area's own columns, then edit and delete for each row. */
function withRowActions<C extends AreaCalls, F extends object>(
  area: AreaDefinition<C, F>,
  { t, locale }: AreaContext,
  onEdit: (row: AreaRow<C>) => void,
  onDelete: (row: AreaRow<C>) => void,
): TableColumnsType<AreaRow<C>> {
  return [
    ...area.columns({ t, locale }),
    {
      title: t('admin.table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => onEdit(row)} data-testid={`${area.testId}-edit`}>
            {t('adminCatalog.edit')}
          </Button>
          <Button type="link" danger onClick={() => onDelete(row)} data-testid={`${area.testId}-delete`}>
            {t('adminCatalog.delete')}
          </Button>
        </Space>
      ),
    },
  ];
}
