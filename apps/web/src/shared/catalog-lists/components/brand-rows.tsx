import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { paths } from '@/lib/paths.ts';
import type { Brand } from '../api/get-brands.ts';
import styles from './brand-rows.module.css';

export const brandDetailPath = (id: number) => `${paths.brandDetail}?id=${id}`;

/** Brands one per row: logo, name, what they make and how many products they have here. */
export function BrandRows({ brands }: { brands: readonly Brand[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.rows} data-testid="brand-list">
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link className={styles.row} to={brandDetailPath(brand.id)} data-testid="brand-row" data-brand-id={brand.id}>
            <BrandLogo brand={brand} />
            <span className={styles.text}>
              <span className={styles.name}>{brand.name}</span>
              {brand.description && <span className={styles.description}>{brand.description}</span>}
            </span>
            <span className={styles.count}>
              {intl.formatMessage({ id: 'webBrowse.brand.productCount' }, { count: brand.productCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function BrandLogo({ brand, size = 56 }: { brand: Pick<Brand, 'name' | 'logo'>; size?: number }) {
  return brand.logo ? (
    <img className={styles.logo} src={brand.logo} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className={styles.initial} style={{ width: size, height: size }} aria-hidden>
      {Array.from(brand.name)[0]}
    </span>
  );
}

export function BrandRowsSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.rows} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={styles.row}>
          <Skeleton animated className={styles.logoSkeleton} />
          <span className={styles.text}>
            <Skeleton.Paragraph lineCount={2} animated />
          </span>
        </div>
      ))}
    </div>
  );
}
