import { createHashRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { LoadingBlock } from '../components/loading-block.tsx';
import { readToken } from '../lib/session.ts';
import { loginPath, safeRedirect } from './login-path.ts';
import { RouteError } from './route-error.tsx';

const BootScreen = () => <LoadingBlock isFullScreen />;

// The session is checked when a page is entered, not while it is shown: a page being left
// (after logging out, say) must not redirect on its way out.
function requireSession({ request }: LoaderFunctionArgs) {
  if (readToken()) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginPath(pathname + search));
}

function leaveLoginWhenSignedIn({ request }: LoaderFunctionArgs) {
  if (!readToken()) return null;
  throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
}

// Every page is its own chunk; the hash keeps links working whatever path the server mounts the app on.
export const router = createHashRouter([
  {
    path: '/login',
    loader: leaveLoginWhenSignedIn,
    lazy: () => import('./routes/login.tsx'),
    HydrateFallback: BootScreen,
    ErrorBoundary: RouteError,
  },
  {
    path: '/',
    loader: requireSession,
    lazy: () => import('./layout/admin-layout.tsx'),
    HydrateFallback: BootScreen,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      { path: 'settings', lazy: () => import('./routes/settings.tsx') },
      { path: 'members', lazy: () => import('./routes/members.tsx') },
      { path: 'members/:memberId', lazy: () => import('./routes/member-detail.tsx') },
      { path: 'orders', lazy: () => import('./routes/orders.tsx') },
      { path: 'orders/fulfilment', lazy: () => import('./routes/orders-fulfilment.tsx') },
      { path: 'orders/:orderId', lazy: () => import('./routes/order-detail.tsx') },
      { path: 'after-sales', lazy: () => import('./routes/after-sales.tsx') },
      { path: 'after-sales/:id', lazy: () => import('./routes/after-sale-detail.tsx') },
      { path: 'payment/callbacks', lazy: () => import('./routes/payment-callbacks.tsx') },
      { path: 'ledger/adjustments', lazy: () => import('./routes/ledger-adjustments.tsx') },
      { path: 'ledger/members/:memberId', lazy: () => import('./routes/ledger-member.tsx') },
      { path: 'catalog/products', lazy: () => import('./routes/catalog-products.tsx') },
      { path: 'catalog/products/:productId', lazy: () => import('./routes/catalog-product-editor.tsx') },
      { path: 'catalog/:area', lazy: () => import('./routes/catalog-content.tsx') },
      { path: 'operators', lazy: () => import('./routes/operators.tsx') },
      { path: 'approvals', lazy: () => import('./routes/approvals.tsx') },
      { path: 'levels', lazy: () => import('./routes/levels.tsx') },
      { path: 'beans', lazy: () => import('./routes/beans.tsx') },
      { path: 'gift-cards', lazy: () => import('./routes/gift-cards.tsx') },
      { path: 'campaigns', lazy: () => import('./routes/campaigns.tsx') },
      { path: 'withdraw', lazy: () => import('./routes/withdraw.tsx') },
      { path: 'hot-regions', lazy: () => import('./routes/hot-regions.tsx') },
      { path: 'content/faq', lazy: () => import('./routes/content-faq.tsx') },
      { path: 'content/feedback', lazy: () => import('./routes/content-feedback.tsx') },
      { path: 'content/feedback/:id', lazy: () => import('./routes/content-feedback-detail.tsx') },
      { path: 'audit', lazy: () => import('./routes/audit.tsx') },
      { path: 'failed-events', lazy: () => import('./routes/failed-events.tsx') },
      { path: 'timeline', lazy: () => import('./routes/timeline.tsx') },
      { path: 'bonus/statistics', lazy: () => import('./routes/bonus-statistics.tsx') },
      { path: 'bonus/pairing', lazy: () => import('./routes/bonus-pairing.tsx') },
      { path: 'network', lazy: () => import('./routes/network.tsx') },
      { path: 'identity/queue', lazy: () => import('./routes/identity-queue.tsx') },
      { path: 'identity/review/:memberId', lazy: () => import('./routes/identity-review.tsx') },
      { path: 'identity/bank-cards', lazy: () => import('./routes/identity-bank-cards.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);
