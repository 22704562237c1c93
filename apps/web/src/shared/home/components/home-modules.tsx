// The operator-configured blocks of home and the points tab: product rows, brand rows and image links.
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import { ContentLink } from '@/components/content-link.tsx';
import { ProductGrid } from '@/components/product-grid.tsx';
import type { HomeModule } from '../api/get-home-modules.ts';
import styles from './home-sections.module.css';

function BrandRow({ module }: { module: HomeModule }) {
  return (
    <div className={styles.brands}>
      {module.brands.map((brand) => (
        <Link
          key={brand.id}
          to={`/pages/index/brand-detail?id=${brand.id}`}
          className={styles.brand}
          data-testid="module-brand"
        >
          {brand.logo ? (
            <img src={brand.logo} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className={styles.brandInitial} aria-hidden>
              {brand.name.slice(0, 1)}
            </span>
          )}
          <span className={styles.brandName}>{brand.name}</span>
        </Link>
      ))}
    </div>
  );
}

function ModuleBody({ module }: { module: HomeModule }) {
  if (module.kind === 'brands') return <BrandRow module={module} />;
  if (module.kind === 'link')
    return module.image ? (
      <ContentLink href={module.linkUrl} className={styles.imageModule} label={module.title}>
        <img src={module.image} alt={module.title} width={351} height={150} loading="lazy" />
      </ContentLink>
    ) : null;
  // Plain product modules read best as a grid; the special zones as a row to swipe through.
  return (
    <ProductGrid
      products={module.products}
      layout={module.kind === 'products' ? 'grid' : 'row'}
      testId="module-products"
    />
  );
}

function isEmptyModule(module: HomeModule): boolean {
  if (module.kind === 'brands') return module.brands.length === 0;
  return module.kind === 'link' ? !module.image : module.products.length === 0;
}

/**
 * One block. Memoised: home renders its blocks one per pass, and each pass re-rendering every block
 * already shown (their cards and prices) made each pass longer than the one before.
 */
const HomeModuleSection = memo(function HomeModuleSection({ module }: { module: HomeModule }) {
  const intl = useIntl();
  return (
    <section className={styles.section} data-testid="home-module" data-kind={module.kind}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{module.title}</h2>
        {module.kind !== 'link' && module.linkUrl && (
          <ContentLink href={module.linkUrl} className={styles.more} testId="home-more">
            {intl.formatMessage({ id: 'webShop.home.more' })}
          </ContentLink>
        )}
      </div>
      {module.subtitle && <p className={styles.sectionSubtitle}>{module.subtitle}</p>}
      <ModuleBody module={module} />
    </section>
  );
});

export function HomeModules({ modules }: { modules: readonly HomeModule[] }) {
  return (
    <>
      {modules.map((module) => (isEmptyModule(module) ? null : <HomeModuleSection key={module.id} module={module} />))}
    </>
  );
}
