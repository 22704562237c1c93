import { NotFoundView } from '@/components/not-found-view.tsx';

/** Any address the shop does not know. */
export default function NotFoundPage() {
  return <NotFoundView />;
}
