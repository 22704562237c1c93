import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import { SearchIcon } from '@/components/icons.tsx';
import { paths } from '@/lib/paths.ts';
import styles from '../../../shared/home/components/home-sections.module.css';

/** Looks like a search field; tapping it opens the search page, where typing happens. */
export function HomeSearchBar() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'webShop.search.placeholder' });
  return (
    <Link to={paths.search} className={styles.search} data-testid="home-search" aria-label={label}>
      <SearchIcon aria-hidden />
      <span aria-hidden>{label}</span>
    </Link>
  );
}
