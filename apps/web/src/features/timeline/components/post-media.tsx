// A post's images (a grid of up to nine, tapping opens the viewer when `onOpen` is given) or its
// video (with the poster the author's page grabbed).
import type { TimelinePost } from '../api/timeline.ts';
import styles from './timeline.module.css';

interface PostMediaProps {
  post: TimelinePost;
  /** Opens the image viewer at an index; without it the grid is only a preview. */
  onOpen?: (index: number) => void;
}

export function PostMedia({ post, onOpen }: PostMediaProps) {
  if (post.video)
    return (
      <video
        className={styles.video}
        src={post.video.url}
        poster={post.video.poster?.s800}
        controls
        playsInline
        preload="metadata"
        data-testid="timeline-video"
      />
    );
  if (post.images.length === 0) return null;
  const single = post.images.length === 1;
  return (
    <div className={single ? styles.single : styles.grid} data-testid="timeline-images">
      {post.images.map((image, index) => (
        <img
          key={image.s200}
          src={single ? image.s800 : image.s200}
          alt=""
          loading="lazy"
          onClick={
            onOpen
              ? (event) => {
                  event.stopPropagation();
                  onOpen(index);
                }
              : undefined
          }
        />
      ))}
    </div>
  );
}
