import { AccountScreen } from '@/features/account/components/account-screen.tsx';
import { paths } from '@/lib/paths.ts';
import { useHasPage } from '@/lib/route-presence.ts';

// The order pages arrive in a later release; until the route table has them, the account tab
// leaves the order shortcuts out rather than link to a missing page.
export default function UserPage() {
  return <AccountScreen hasOrderPages={useHasPage(paths.orders)} />;
}
