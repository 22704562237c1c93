// One post in the feed: author (or the shop), pinned mark, text, media; tapping opens the detail.
import { useIntl } from 'react-intl';
import { paths } from '@/lib/paths.ts';
import { useNavigate } from '@/lib/router.tsx';
import type { TimelinePost } from '../api/timeline.ts';
import { PostMedia } from './post-media.tsx';
import styles from './timeline.module.css';

export function PostHeader({ post }: { post: TimelinePost }) {
  const intl = useIntl();
  const author = post.author ?? intl.formatMessage({ id: 'webTimeline.shop' });
  return (
    <header className={styles.header}>
      {post.authorAvatar ? (
        <img className={styles.avatar} src={post.authorAvatar} alt="" width={36} height={36} />
      ) : (
        <span className={styles.avatar} aria-hidden>
          {author.slice(0, 1)}
        </span>
      )}
      <div className={styles.who}>
        <strong>{author}</strong>
        <time dateTime={post.createdAt}>
          {intl.formatDate(post.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      {post.isPinned && (
        <span className={styles.pinned} data-testid="timeline-pinned">
          {intl.formatMessage({ id: 'webTimeline.pinned' })}
        </span>
      )}
      {post.isHidden && <span className={styles.pinned}>{intl.formatMessage({ id: 'webTimeline.hidden' })}</span>}
    </header>
  );
}

export function PostCard({ post }: { post: TimelinePost }) {
  const navigate = useNavigate();
  return (
    <article
      className={styles.card}
      data-testid="timeline-post"
      data-post-id={post.id}
      onClick={() => navigate(`${paths.timelineDetail}?id=${post.id}`)}
    >
      <PostHeader post={post} />
      <p className={styles.content}>{post.content}</p>
      <PostMedia post={post} />
    </article>
  );
}
