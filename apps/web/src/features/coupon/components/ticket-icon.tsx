import { icon } from '@/components/icons.tsx';

export const TicketIcon = icon(
  <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4zM9 5v2m0 4v2m0 4v2" />,
);
