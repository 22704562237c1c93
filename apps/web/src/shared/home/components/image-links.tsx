import { ContentLink } from '@/components/content-link.tsx';
import type { ImageLink } from '../api/get-image-links.ts';
import styles from './home-sections.module.css';

/** The row of icon shortcuts under the banners. */
export function ImageLinks({ links }: { links: ImageLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className={styles.links} data-testid="image-links">
      {links.map((link) => (
        <ContentLink key={link.id} href={link.linkUrl} className={styles.link} testId="image-link">
          {/* On the first screen, under the banner: loaded at once. */}
          <img src={link.image} alt="" width={44} height={44} />
          <span>{link.title}</span>
        </ContentLink>
      ))}
    </nav>
  );
}
