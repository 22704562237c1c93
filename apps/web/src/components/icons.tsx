// The app's own line icons: a few hundred bytes each, where antd-mobile-icons spend a kilobyte or
// more per icon on the first screens. Drawn on a 24 px grid, stroked in the current text colour.
// This module sits in the entry chunk, so icons only one lazy page needs are drawn with `icon` in
// that page's feature instead of here.
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** A line icon component from its SVG paths. */
export function icon(paths: ReactNode) {
  return function Icon(props: IconProps) {
    return (
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const HomeIcon = icon(
  <>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </>,
);

export const StarIcon = icon(
  <path d="m12 2.8 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.6l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" />,
);

export const AwardIcon = icon(
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 13.9-1.3 7.6L12 19l4.8 2.5-1.3-7.6" />
  </>,
);

export const BagIcon = icon(
  <>
    <path d="M6 3 3.5 7v13a1 1 0 0 0 1 1h15a1 1 0 0 0 1-1V7L18 3z" />
    <path d="M3.5 7h17" />
    <path d="M16 11a4 4 0 0 1-8 0" />
  </>,
);

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
  </>,
);

export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18" />
    <path d="M12 3a14 14 0 0 1 3.6 9A14 14 0 0 1 12 21a14 14 0 0 1-3.6-9A14 14 0 0 1 12 3z" />
  </>,
);

export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-5" />
    <path d="M12 8h.01" />
  </>,
);

export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5" />
    <path d="M12 16.5h.01" />
  </>,
);

export const QuestionIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.2 9.2a2.9 2.9 0 0 1 5.6 1c0 1.9-2.8 2.6-2.8 2.6" />
    <path d="M12 16.5h.01" />
  </>,
);

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />,
);

export const ShareIcon = icon(
  <>
    <path d="M12 15V4" />
    <path d="m8 8 4-4 4 4" />
    <path d="M5 13v6h14v-6" />
  </>,
);
