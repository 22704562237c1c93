// The category tab: grand categories down the left, the chosen one's subcategories on the right.
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@/lib/router.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import SideBar from 'antd-mobile/es/components/side-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ErrorView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { useCategoryTree, type CategoryNode } from '../../../shared/catalog-lists/api/get-category-tree.ts';
import { EmptyIcon } from '../../../shared/catalog-lists/components/empty-icon.tsx';
import styles from './category-screen.module.css';

const categoryListPath = (id: number) => `${paths.categoryList}?cateId=${id}`;

export function CategoryScreen() {
  const intl = useIntl();
  const tree = useCategoryTree();
  const [searchParams, setSearchParams] = useSearchParams();

  if (tree.isPending) return <CategorySkeleton />;
  if (tree.isError) return <ErrorView error={tree.error} onRetry={() => void tree.refetch()} />;
  if (tree.data.length === 0) {
    return (
      <StatusView
        testId="list-empty"
        icon={<EmptyIcon />}
        title={intl.formatMessage({ id: 'webBrowse.category.empty' })}
      />
    );
  }

  // The chosen grand category is in the URL, so coming back from a list shows the same one.
  const chosenId = Number(searchParams.get('grandId'));
  const grand = tree.data.find((node) => node.id === chosenId) ?? tree.data[0]!;
  const choose = (key: string) => setSearchParams({ grandId: key }, { replace: true });

  return (
    <div className={styles.screen}>
      <SideBar activeKey={String(grand.id)} onChange={choose} className={styles.side} data-testid="category-grand-list">
        {tree.data.map((node) => (
          <SideBar.Item key={String(node.id)} title={node.name} data-testid={`category-grand-${node.id}`} />
        ))}
      </SideBar>
      <div className={styles.content}>
        <PullToRefresh onRefresh={async () => void (await tree.refetch())}>
          <SubCategories grand={grand} />
        </PullToRefresh>
      </div>
    </div>
  );
}

function SubCategories({ grand }: { grand: CategoryNode }) {
  const intl = useIntl();
  return (
    <section className={styles.subs} data-testid="category-subs">
      <div className={styles.subsHeader}>
        <h2 className={styles.grandName}>{grand.name}</h2>
        <Link className={styles.all} to={categoryListPath(grand.id)} data-testid="category-all">
          {intl.formatMessage({ id: 'webBrowse.category.all' })}
        </Link>
      </div>
      {grand.children.length === 0 ? (
        <p className={styles.noSubs}>{intl.formatMessage({ id: 'webBrowse.category.noSubs' })}</p>
      ) : (
        <ul className={styles.grid}>
          {grand.children.map((sub) => (
            <li key={sub.id}>
              <Link className={styles.sub} to={categoryListPath(sub.id)} data-testid="category-sub">
                {sub.icon ? (
                  <img className={styles.icon} src={sub.icon} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className={styles.initial} aria-hidden>
                    {Array.from(sub.name)[0]}
                  </span>
                )}
                <span className={styles.subName}>{sub.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategorySkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.screen} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <div className={styles.side}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton.Title key={index} animated className={styles.sideSkeleton} />
        ))}
      </div>
      <div className={styles.content}>
        <div className={styles.grid}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} animated className={styles.subSkeleton} />
          ))}
        </div>
      </div>
    </div>
  );
}
