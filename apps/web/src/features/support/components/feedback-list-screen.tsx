// The member's feedback, newest first, each with its state and unread replies; loaded as they
// scroll and refreshed by pulling down. A tap opens the conversation.
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { useMyFeedback, type FeedbackSummary } from '../api/feedback.ts';
import styles from './support.module.css';

export const statusMessage = (status: number) =>
  status === 2 ? 'webSupport.status.answered' : status === 3 ? 'webSupport.status.closed' : 'webSupport.status.open';

export function FeedbackListScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <FeedbackList />;
}

function FeedbackItem({ item }: { item: FeedbackSummary }) {
  const intl = useIntl();
  return (
    <Link className={styles.card} to={`${paths.dialogue}?id=${item.id}`} data-testid="feedback-item">
      <div className={styles.row}>
        <span className={styles.hint}>{intl.formatMessage({ id: statusMessage(item.status) })}</span>
        {item.unreadReplies > 0 && (
          <span
            className={styles.badge}
            aria-label={intl.formatMessage({ id: 'webSupport.unread' }, { count: item.unreadReplies })}
            data-testid="feedback-unread"
          >
            {item.unreadReplies}
          </span>
        )}
      </div>
      <p className={styles.answer}>{item.content}</p>
      <time className={styles.hint} dateTime={item.updatedAt}>
        {intl.formatDate(item.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
    </Link>
  );
}

function FeedbackList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useMyFeedback();
  const list = feedback.data?.pages.flatMap((page) => page.list) ?? [];
  if (feedback.isPending) return <LoadingView lines={4} />;
  if (feedback.isError && list.length === 0)
    return <ErrorView error={feedback.error} onRetry={() => void feedback.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await feedback.refetch();
      }}
    >
      <div className={styles.page} data-testid="feedback-list">
        {list.length === 0 ? (
          <StatusView testId="feedback-empty" title={intl.formatMessage({ id: 'webSupport.list.empty' })} />
        ) : (
          <>
            {list.map((item) => (
              <FeedbackItem key={item.id} item={item} />
            ))}
            <InfiniteFooter hasMore={feedback.hasNextPage} loadMore={() => feedback.fetchNextPage()} />
          </>
        )}
        <div className={styles.actions}>
          <Button block color="primary" onClick={() => void navigate(paths.feedback)} data-testid="feedback-new">
            {intl.formatMessage({ id: 'webSupport.title.feedback' })}
          </Button>
        </div>
      </div>
    </PullToRefresh>
  );
}
