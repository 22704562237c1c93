import type { WebMessageId } from '@/lib/messages.ts';
import type { TabKey } from '@/components/tab-bar.tsx';

/** What a route tells the app shell: which tab it is, and its title when not the product name. */
export interface RouteHandle {
  tab?: TabKey;
  /** A page with modes in its address (sign-up on the login page) names the one shown. */
  title?: WebMessageId | ((search: URLSearchParams) => WebMessageId);
}
