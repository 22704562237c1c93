import { AccountScreen } from '@/features/account/components/account-screen.tsx';
import { paths } from '@/lib/paths.ts';
import { useHasPage } from '@/lib/route-presence.ts';

// The order shortcuts show once the route table has the order list (it does since the order pages
// came); a build without them leaves the shortcuts out rather than link to a missing page.
export default function UserPage() {
  return <AccountScreen hasOrderPages={useHasPage(paths.orders)} />;
}
