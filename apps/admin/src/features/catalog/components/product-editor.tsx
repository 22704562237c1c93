import { useState } from 'react';
import { App, Card, Form } from 'antd';
import type { AdminProductView } from '@mall/contracts';
import { useNavigate } from 'react-router';
import { ApiError, type FieldIssue } from '../../../lib/api.ts';
import { describeFailure } from '../../../lib/failure.ts';
import { formErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSaveProduct } from '../api/save-product.ts';
import {
  emptyProductForm,
  formToInput,
  productFieldName,
  productToForm,
  unplacedIssues,
  type ProductForm,
} from '../product-form.ts';
import {
  ProductClassificationCard,
  ProductRewardsCard,
  ProductSaveBar,
  ProductTextsCard,
} from './product-editor-sections.tsx';
import { ProductImagesField } from './product-images-field.tsx';
import { ProductSpecsFields } from './product-specs-fields.tsx';
import { SkuTable } from './sku-table.tsx';

interface ProductEditorProps {
  /** The stored product, or null for a new one. */
  product: AdminProductView | null;
}

/** Everything about one product: texts, classification, rewards, pictures, specs and SKUs. */
export function ProductEditor({ product }: ProductEditorProps) {
  const t = useT();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<ProductForm>();
  const save = useSaveProduct();
  const [otherIssues, setOtherIssues] = useState<FieldIssue[]>([]);

  const showIssues = (issues: readonly FieldIssue[]) => {
    form.setFields(formErrors(issues, productFieldName) as Parameters<typeof form.setFields>[0]);
    setOtherIssues(unplacedIssues(issues));
  };

  const submit = () => {
    setOtherIssues([]);
    // The whole store, with the uids that tie SKUs to spec values, not only the mounted fields.
    const input = formToInput(form.getFieldsValue(true) as ProductForm, product?.id ?? null);
    modal.confirm({
      title: t(product ? 'adminCatalog.editor.saveTitle' : 'adminCatalog.editor.createTitle'),
      content: t(input.isListed ? 'adminCatalog.editor.saveListedContent' : 'adminCatalog.editor.saveUnlistedContent'),
      okText: t('common.save'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: async () => {
        try {
          const saved = await save.mutateAsync(input);
          message.success(t('adminCatalog.editor.saved', { name: saved.name.zh_CN }));
          if (!product) void navigate(`/catalog/products/${saved.id}`, { replace: true });
          else form.setFieldsValue(productToForm(saved));
        } catch (error) {
          void message.error(describeFailure(error, t));
          if (error instanceof ApiError) showIssues(error.fields);
        }
      },
    });
  };

  return (
    <Form<ProductForm>
      form={form}
      layout="vertical"
      initialValues={product ? productToForm(product) : emptyProductForm()}
      onFinish={submit}
      onFinishFailed={() => void message.warning(t('adminCatalog.form.checkFields'))}
      scrollToFirstError={{ block: 'center' }}
      disabled={save.isPending}
      data-testid="product-editor"
    >
      <ProductTextsCard />

      <ProductClassificationCard />

      <ProductRewardsCard />

      <Card title={t('adminCatalog.editor.images')} style={{ marginBottom: 16 }}>
        <Form.Item name="images" style={{ marginBottom: 0 }}>
          <ProductImagesField />
        </Form.Item>
      </Card>

      <Card title={t('adminCatalog.editor.specs')} style={{ marginBottom: 16 }}>
        <ProductSpecsFields />
      </Card>

      <Card title={t('adminCatalog.editor.skus')} style={{ marginBottom: 16 }}>
        <SkuTable form={form} />
      </Card>

      <ProductSaveBar otherIssues={otherIssues} isSaving={save.isPending} />
    </Form>
  );
}
