import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import { QuestionIcon } from '@/components/icons.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import styles from './not-found-view.module.css';

/**
 * A page the shop does not have: an unknown address (`not-found`), or a known page whose address
 * lacks what it shows, which names itself by `testId`.
 */
export function NotFoundView({ testId = 'not-found' }: { testId?: string }) {
  const intl = useIntl();
  return (
    <StatusView
      testId={testId}
      icon={<QuestionIcon />}
      title={intl.formatMessage({ id: 'web.notFound.title' })}
      description={intl.formatMessage({ id: 'web.notFound.description' })}
      action={
        <Link to={paths.home} replace className={styles.home} data-testid="not-found-home">
          {intl.formatMessage({ id: 'web.notFound.home' })}
        </Link>
      }
    />
  );
}
