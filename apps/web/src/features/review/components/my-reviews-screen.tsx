// The member's reviews, newest first, loaded as they scroll and refreshed by pulling down.
import { useIntl } from 'react-intl';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Rate from 'antd-mobile/es/components/rate';
import { StarIcon } from '@/components/icons.tsx';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { useSession } from '@/lib/session.ts';
import { useMyReviews, type MyReview } from '../api/reviews.ts';
import styles from './review.module.css';

export function MyReviewsScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <MyReviewsList />;
}

function ReviewItem({ review }: { review: MyReview }) {
  const intl = useIntl();
  return (
    <article className={styles.line} data-testid="my-review">
      <header className={styles.row}>
        <h2 className={styles.name}>{review.productName}</h2>
        <time dateTime={review.createdAt}>{intl.formatDate(review.createdAt, { dateStyle: 'medium' })}</time>
      </header>
      <p className={styles.spec}>{review.specText}</p>
      <Rate readOnly value={review.rating} />
      <p className={styles.content}>{review.content}</p>
      {review.images.length > 0 && (
        <div className={styles.photos}>
          {review.images.map((image) => (
            <img key={image.s100} src={image.s100} alt="" width={72} height={72} loading="lazy" />
          ))}
        </div>
      )}
    </article>
  );
}

function MyReviewsList() {
  const intl = useIntl();
  const reviews = useMyReviews();
  const list = reviews.data?.pages.flatMap((page) => page.list) ?? [];
  if (reviews.isPending) return <LoadingView lines={4} />;
  if (reviews.isError && list.length === 0)
    return <ErrorView error={reviews.error} onRetry={() => void reviews.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await reviews.refetch();
      }}
    >
      {list.length === 0 ? (
        <StatusView
          testId="my-reviews-empty"
          icon={<StarIcon />}
          title={intl.formatMessage({ id: 'webReview.empty' })}
        />
      ) : (
        <div className={styles.form} data-testid="my-reviews">
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
          <InfiniteFooter hasMore={reviews.hasNextPage} loadMore={() => reviews.fetchNextPage()} />
        </div>
      )}
    </PullToRefresh>
  );
}
