// A home module of one product, as the tests of home's rendering build their answers.
import type { HomeModule } from '../api/get-home-modules.ts';

export function productModule(id: number, productId = id * 10): HomeModule {
  const product = { id: productId, name: `Product ${productId}`, image: null, price: '1.00', priceKind: 'retail' };
  return {
    id,
    kind: 'products',
    title: `Block ${id}`,
    subtitle: '',
    image: null,
    linkUrl: '',
    products: [{ ...product, retailPrice: '1.00', soldText: '0', hasStock: true, flashSaleId: null }],
    brands: [],
  } as unknown as HomeModule;
}
