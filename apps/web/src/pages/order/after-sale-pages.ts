// The after-sales pages, loaded together (see app/routes.tsx).
export { default as ReturnGoodsPage } from './return-goods.tsx';
export { default as AfterSalePage } from './after-sale.tsx';
export { default as RefundDetailPage } from './refund-detail.tsx';
export { default as ReturnProductPage } from './return-product.tsx';
