import { calls } from '@mall/contracts/browser';
import type { product, ResultOf } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer, type Viewer } from '@/lib/viewer.ts';
import { productKeys } from '../../../shared/product/api/keys.ts';

export type ProductDetail = ResultOf<typeof product.detail>;
export type ProductSku = ProductDetail['skus'][number];

export interface ProductParams {
  id: number;
  flashSaleId?: number;
  productGoodsId?: number;
}

const getProductDetail = calls.product.detail;

export const productDetailQuery = (viewer: Viewer, params: ProductParams) =>
  queryOptions({
    queryKey: productKeys.detail(viewer, params),
    queryFn: ({ signal }) => request(getProductDetail, params, { signal }),
  });

/**
 * One product as this viewer sees it. Choosing another SKU asks again (the server prices it), while
 * the previous answer stays on screen so the page does not flash.
 */
export function useProductDetail(params: ProductParams | null) {
  const viewer = useViewer();
  return useQuery({
    ...productDetailQuery(viewer, params ?? { id: 0 }),
    enabled: params !== null,
    placeholderData: (previous, previousQuery) =>
      previous && previousQuery?.queryKey[3].id === params?.id ? keepPreviousData(previous) : undefined,
  });
}
