// A product's reviews, newest first, page by page.
import { useIntl } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { StarIcon } from '@/components/icons.tsx';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { useReviews, type Review } from '../api/get-reviews.ts';
import styles from './reviews-screen.module.css';

const MAX_RATING = 5;

function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={intl.formatMessage({ id: 'webShop.review.rating' }, { rating })}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <StarIcon key={index} aria-hidden fill={index < rating ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const intl = useIntl();
  return (
    <article className={styles.review} data-testid="review">
      <header className={styles.reviewHead}>
        <Stars rating={review.rating} />
        <span className={styles.reviewer} data-testid="review-reviewer">
          {review.reviewer}
        </span>
        <time dateTime={review.createdAt}>{intl.formatDate(review.createdAt, { dateStyle: 'medium' })}</time>
      </header>
      <p className={styles.content}>{review.content}</p>
      {review.images.length > 0 && (
        <div className={styles.images}>
          {review.images.map((image) => (
            <a key={image.s200} href={image.s800} target="_blank" rel="noreferrer">
              <img src={image.s200} alt="" width={80} height={80} loading="lazy" />
            </a>
          ))}
        </div>
      )}
    </article>
  );
}

export function ReviewsScreen() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const raw = search.get('id');
  const productId = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const reviews = useReviews(productId);
  const list = reviews.data?.pages.flatMap((page) => page.list) ?? [];
  const total = reviews.data?.pages[0]?.total ?? 0;

  const empty = (
    <StatusView
      testId="reviews-empty"
      icon={<StarIcon />}
      title={intl.formatMessage({ id: 'webShop.review.empty' })}
      description={intl.formatMessage({ id: 'webShop.review.emptyHint' })}
    />
  );
  if (productId === null) return empty;
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
        empty
      ) : (
        <div className={styles.list} data-testid="reviews">
          <p className={styles.count}>{intl.formatMessage({ id: 'webShop.review.summary' }, { count: total })}</p>
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
          <InfiniteFooter hasMore={reviews.hasNextPage} loadMore={() => reviews.fetchNextPage()} />
        </div>
      )}
    </PullToRefresh>
  );
}
