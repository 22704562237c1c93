import { matchRoutes } from 'react-router';
import { routes } from '@/app/routes.tsx';
import { AccountScreen } from '@/features/account/components/account-screen.tsx';
import { paths } from '@/lib/paths.ts';

// The order pages arrive in a later release; until the route table has them, the account tab
// leaves the order shortcuts out rather than link to a missing page.
const hasOrderPages = matchRoutes(routes, paths.orders)?.at(-1)?.route.path === paths.orders;

export default function UserPage() {
  return <AccountScreen hasOrderPages={hasOrderPages} />;
}
