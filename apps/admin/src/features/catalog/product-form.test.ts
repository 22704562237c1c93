import { describe, expect, it } from 'vitest';
import { adminCatalog, type AdminProductView } from '@mall/contracts';
import {
  emptyProductForm,
  formToInput,
  productFieldName,
  productToForm,
  syncSkus,
  unplacedIssues,
  type SpecDraft,
} from './product-form.ts';

const saveBody = adminCatalog.productSave.body!;

const sku = (productGoodsId: number, specIndexes: number[], price: string, isActive = true) => ({
  productGoodsId,
  specIndexes,
  price,
  memberPrice: price,
  stock: 5,
  soldCount: 1,
  isActive,
});

const product: AdminProductView = {
  id: 12,
  categoryId: 3,
  brandId: null,
  type: 'normal',
  grantsLevel: null,
  paymentMethod: 'cash',
  name: { zh_CN: '茶', en_US: 'Tea' },
  subtitle: { zh_CN: '' },
  description: { zh_CN: '' },
  images: [],
  specs: [
    { name: { zh_CN: '颜色' }, values: [{ zh_CN: '红' }, { zh_CN: '蓝' }] },
    { name: { zh_CN: '尺寸' }, values: [{ zh_CN: 'S' }] },
  ],
  skus: [sku(100, [0, 0], '10.00'), sku(101, [1, 0], '12.00'), sku(102, [1, 0], '9.00', false)],
  taxRatePercent: '7',
  cashback: '0.00',
  dcDiscountPercent: 0,
  contributablePoints: 0,
  pointsPrice: 0,
  pointsCash: '0.00',
  rewardMp: 0,
  isListed: true,
  allowsSalesPage: false,
  sort: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('the product form', () => {
  it('opens a product and saves it back unchanged, without retired SKUs', () => {
    const input = formToInput(productToForm(product), product.id);
    expect(input.skus).toEqual([
      { productGoodsId: 100, specIndexes: [0, 0], price: '10.00', memberPrice: '10.00', stock: 5 },
      { productGoodsId: 101, specIndexes: [1, 0], price: '12.00', memberPrice: '12.00', stock: 5 },
    ]);
    expect(input).toMatchObject({
      id: 12,
      categoryId: 3,
      name: { zh_CN: '茶', en_US: 'Tea' },
      isListed: true,
      allowsSalesPage: false,
    });
    expect(saveBody.safeParse(input).success).toBe(true);
  });

  it('keeps SKUs on their spec values when a value is added before them', () => {
    const form = productToForm(product);
    const [colour, size] = form.specs as [SpecDraft, SpecDraft];
    const specs = [{ ...colour, values: [{ zh_CN: '绿', uid: 'green' }, ...colour.values] }, size];
    const skus = syncSkus(specs, form.skus);
    expect(skus.map((row) => row.productGoodsId ?? null)).toEqual([null, 100, 101]);
    const input = formToInput({ ...form, specs, skus }, product.id);
    expect(input.skus.map((row) => row.specIndexes)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });

  it('is not valid to save when new and empty, and the contract says so', () => {
    const result = saveBody.safeParse(formToInput(emptyProductForm(), null));
    expect(result.success).toBe(false);
    expect(emptyProductForm().allowsSalesPage).toBe(true);
  });

  it('shows each server issue on the field that holds it, and lists the rest', () => {
    expect(productFieldName(['name', 'en_US'])).toEqual(['name', 'en_US']);
    expect(productFieldName(['specs', 1, 'values', 0])).toEqual(['specs', 1, 'values', 0, 'zh_CN']);
    expect(productFieldName(['skus', 2, 'specIndexes'])).toEqual(['skus', 2, 'price']);
    expect(productFieldName(['cashback'])).toEqual(['cashback']);
    const issues = [
      { field: 'skus.0.stock', message: 'too many' },
      { field: 'id', message: 'not found' },
    ];
    expect(unplacedIssues(issues)).toEqual([{ field: 'id', message: 'not found' }]);
  });
});
