import { icon } from '@/components/icons.tsx';

/** An open box: nothing here yet. */
export const EmptyIcon = icon(
  <>
    <path d="M3 8.5 12 4l9 4.5v7L12 20l-9-4.5z" />
    <path d="m3 8.5 9 4.5 9-4.5" />
    <path d="M12 13v7" />
  </>,
);
