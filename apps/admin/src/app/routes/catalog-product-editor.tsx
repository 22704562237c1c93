import { calls } from '@mall/contracts/browser';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { useProduct } from '../../features/catalog/api/product-get.ts';
import { ProductEditor } from '../../features/catalog/components/product-editor.tsx';
import { useT } from '../../lib/i18n.ts';
import { Component as NotFound } from './not-found.tsx';

function ProductEditorPage({ id }: { id: number | null }) {
  const t = useT();
  const product = useProduct(id);
  const title = id === null ? t('adminCatalog.editor.newTitle') : t('adminCatalog.editor.editTitle', { id });
  return (
    <>
      <PageHeader title={title} extra={<Link to="/catalog/products">{t('adminCatalog.editor.back')}</Link>} />
      {id === null ? (
        <ProductEditor key="new" product={null} />
      ) : (
        // A new editor per product: the form starts from what that product holds.
        <QueryState query={product}>{(stored) => <ProductEditor key={stored.id} product={stored} />}</QueryState>
      )}
    </>
  );
}

export function Component() {
  const { productId } = useParams();
  const id = productId === 'new' ? null : Number(productId);
  if (id !== null && !(Number.isInteger(id) && id > 0)) return <NotFound />;
  return (
    <RequireAccess call={calls.adminCatalog.productSave}>
      <ProductEditorPage id={id} />
    </RequireAccess>
  );
}
