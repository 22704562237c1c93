// The cards of the product editor; each reads and writes the editor's form through Form items.
import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Space, Switch, Tabs } from 'antd';
import { locales } from '@mall/i18n';
import { paymentMethods, productTypes } from '@mall/contracts';
import { useNavigate } from 'react-router';
import type { FieldIssue } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useAreaList } from '../api/content-area.ts';
import { grantedLevelLabels, paymentMethodLabels, productTypeLabels } from '../catalog-labels.ts';
import { brandArea, brandOptions, categoryArea, categoryOptions } from '../category-options.ts';
import type { ProductForm } from '../product-form.ts';
import { localeLabels } from './localized-text-input.tsx';

/** Name, subtitle and description in every language, one tab each. */
export function ProductTextsCard() {
  const t = useT();
  return (
    <Card title={t('adminCatalog.editor.texts')} style={{ marginBottom: 16 }}>
      <Tabs
        items={locales.map((textLocale) => ({
          key: textLocale,
          label: (
            <span data-testid={`product-lang-${textLocale}`}>
              {t(localeLabels[textLocale])}
              {textLocale === 'zh_CN' ? ' *' : ''}
            </span>
          ),
          // Every language stays mounted so that the form holds, checks and shows errors for all of them.
          forceRender: true,
          children: (
            <>
              <Form.Item
                name={['name', textLocale]}
                label={t('adminCatalog.editor.name')}
                required={textLocale === 'zh_CN'}
                rules={
                  textLocale === 'zh_CN'
                    ? [{ required: true, whitespace: true, message: t('admin.form.required') }]
                    : []
                }
              >
                <Input
                  maxLength={200}
                  placeholder={textLocale === 'zh_CN' ? undefined : t('adminCatalog.form.fallback')}
                  data-testid={`product-name-${textLocale}`}
                />
              </Form.Item>
              <Form.Item name={['subtitle', textLocale]} label={t('adminCatalog.editor.subtitle')}>
                <Input
                  maxLength={500}
                  placeholder={textLocale === 'zh_CN' ? undefined : t('adminCatalog.form.fallback')}
                  data-testid={`product-subtitle-${textLocale}`}
                />
              </Form.Item>
              <Form.Item
                name={['description', textLocale]}
                label={t('adminCatalog.editor.description')}
                style={{ marginBottom: 0 }}
              >
                <Input.TextArea
                  autoSize={{ minRows: 4, maxRows: 16 }}
                  maxLength={20000}
                  placeholder={textLocale === 'zh_CN' ? undefined : t('adminCatalog.form.fallback')}
                  data-testid={`product-description-${textLocale}`}
                />
              </Form.Item>
            </>
          ),
        }))}
      />
    </Card>
  );
}

/** Category, brand, payment method and type; a set also names the level it grants. */
export function ProductClassificationCard() {
  const t = useT();
  const locale = useLocale();
  const type = Form.useWatch<ProductForm['type']>('type');
  const categories = useAreaList(categoryArea.key, categoryArea.calls);
  const brands = useAreaList(brandArea.key, brandArea.calls);
  return (
    <Card title={t('adminCatalog.editor.classification')} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="categoryId"
            label={t('adminCatalog.editor.category')}
            rules={[{ required: true, message: t('admin.form.required') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={categoryOptions(categories.data ?? [], locale)}
              loading={categories.isPending}
              status={categories.isError ? 'error' : undefined}
              placeholder={categories.isError ? t('adminCatalog.editor.listFailed') : undefined}
              data-testid="product-category"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="brandId" label={t('adminCatalog.editor.brand')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={brandOptions(brands.data ?? [], locale)}
              loading={brands.isPending}
              status={brands.isError ? 'error' : undefined}
              placeholder={t(brands.isError ? 'adminCatalog.editor.listFailed' : 'adminCatalog.editor.noBrand')}
              data-testid="product-brand"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="paymentMethod" label={t('adminCatalog.editor.paymentMethod')}>
            <Select
              options={paymentMethods.map((method) => ({ value: method, label: t(paymentMethodLabels[method]) }))}
              data-testid="product-payment"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="type" label={t('adminCatalog.editor.type')}>
            <Select
              options={productTypes.map((value) => ({ value, label: t(productTypeLabels[value]) }))}
              data-testid="product-type"
            />
          </Form.Item>
        </Col>
        {type === 'set' ? (
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="grantsLevel"
              label={t('adminCatalog.editor.grantsLevel')}
              extra={t('adminCatalog.editor.grantsLevelHint')}
              rules={[{ required: true, message: t('admin.form.required') }]}
            >
              <Select
                options={([2, 3] as const).map((level) => ({ value: level, label: t(grantedLevelLabels[level]) }))}
                data-testid="product-grants-level"
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
    </Card>
  );
}

interface RewardItemProps {
  name: keyof ProductForm;
  label: string;
  extra: string;
  children: ReactNode;
}

/** One number of the rewards card, three to a row on a wide screen, with its hint under it. */
function RewardItem({ name, label, extra, children }: RewardItemProps) {
  return (
    <Col xs={24} sm={12} xl={8}>
      <Form.Item name={name} label={label} extra={extra}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** Tax, cashback, discount and points, and where the product sorts. */
export function ProductRewardsCard() {
  const t = useT();
  return (
    <Card title={t('adminCatalog.editor.rewards')} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <RewardItem
          name="taxRatePercent"
          label={t('adminCatalog.editor.taxRate')}
          extra={t('adminCatalog.editor.taxRateHint')}
        >
          <InputNumber<string>
            stringMode
            min="0"
            max="100"
            precision={2}
            suffix="%"
            style={{ width: '100%' }}
            data-testid="product-tax-rate"
          />
        </RewardItem>
        <RewardItem
          name="cashback"
          label={t('adminCatalog.editor.cashback')}
          extra={t('adminCatalog.editor.cashbackHint')}
        >
          <InputNumber<string>
            stringMode
            min="0"
            precision={2}
            style={{ width: '100%' }}
            data-testid="product-cashback"
          />
        </RewardItem>
        <Col xs={24} sm={12} xl={8}>
          <Form.Item
            name="allowsSalesPage"
            valuePropName="checked"
            label={t('adminCatalog.editor.allowsSalesPage')}
            extra={t('adminCatalog.editor.allowsSalesPageHint')}
          >
            <Switch data-testid="product-allows-sales-page" />
          </Form.Item>
        </Col>
        <RewardItem
          name="dcDiscountPercent"
          label={t('adminCatalog.editor.dcDiscount')}
          extra={t('adminCatalog.editor.dcDiscountHint')}
        >
          <InputNumber
            min={0}
            max={100}
            precision={0}
            suffix="%"
            style={{ width: '100%' }}
            data-testid="product-dc-discount"
          />
        </RewardItem>
        <RewardItem
          name="contributablePoints"
          label={t('adminCatalog.editor.contributablePoints')}
          extra={t('adminCatalog.editor.contributablePointsHint')}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="product-points" />
        </RewardItem>
        <PointsPriceItems />
        <RewardItem
          name="rewardMp"
          label={t('adminCatalog.editor.rewardMp')}
          extra={t('adminCatalog.editor.rewardMpHint')}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="product-reward-mp" />
        </RewardItem>
        <RewardItem name="sort" label={t('adminCatalog.field.sort')} extra={t('adminCatalog.editor.sortHint')}>
          <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </RewardItem>
      </Row>
    </Card>
  );
}

/** A points-zone product's price in points and the cash paid with them (other types keep none). */
function PointsPriceItems() {
  const t = useT();
  return (
    <>
      <RewardItem
        name="pointsPrice"
        label={t('adminCatalog.editor.pointsPrice')}
        extra={t('adminCatalog.editor.pointsPriceHint')}
      >
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="product-points-price" />
      </RewardItem>
      <RewardItem
        name="pointsCash"
        label={t('adminCatalog.editor.pointsCash')}
        extra={t('adminCatalog.editor.pointsCashHint')}
      >
        <InputNumber<string>
          stringMode
          min="0"
          precision={2}
          style={{ width: '100%' }}
          data-testid="product-points-cash"
        />
      </RewardItem>
    </>
  );
}

interface ProductSaveBarProps {
  /** Problems the server reported that no field shows. */
  otherIssues: FieldIssue[];
  isSaving: boolean;
}

/** Stays at the bottom of the screen: the listed switch, and back and save. */
export function ProductSaveBar({ otherIssues, isSaving }: ProductSaveBarProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Card style={{ position: 'sticky', bottom: 0, zIndex: 5 }} styles={{ body: { padding: '12px 24px' } }}>
      {otherIssues.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('adminCatalog.form.serverIssues')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {otherIssues.map((issue) => (
                <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
              ))}
            </ul>
          }
          data-testid="product-issues"
        />
      ) : null}
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Space>
          <Form.Item name="isListed" valuePropName="checked" noStyle>
            <Switch data-testid="product-listed" />
          </Form.Item>
          <span>{t('adminCatalog.editor.listedLabel')}</span>
        </Space>
        <Space>
          <Button onClick={() => void navigate('/catalog/products')}>{t('adminCatalog.editor.back')}</Button>
          <Button type="primary" htmlType="submit" loading={isSaving} data-testid="product-save">
            {t('common.save')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
