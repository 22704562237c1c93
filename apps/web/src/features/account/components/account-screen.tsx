import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import type { MemberUser } from '@mall/contracts';
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { LinkCell } from '@/components/cells.tsx';
import { GlobeIcon, HeartIcon, InfoIcon, StarIcon, UserIcon } from '@/components/icons.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { LoadingView } from '@/components/query-states.tsx';
import { useLevelName } from '@/shared/app-settings/hooks/use-level-name.ts';
import { useUser } from '@/shared/auth/api/get-user.ts';
import { useLogout } from '@/shared/auth/hooks/use-logout.ts';
import { SocialAccountsCell } from '@/shared/social-accounts/components/social-accounts-cell.tsx';
import { paths } from '@/lib/paths.ts';
import { useHasPage } from '@/lib/route-presence.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { AccountBalancesSlot } from './account-balances-slot.tsx';
import {
  DocIcon,
  IdIcon,
  ListIcon,
  LockIcon,
  PhoneIcon,
  PinIcon,
  QrIcon,
  ShieldIcon,
  TicketIcon,
  TrashIcon,
  WalletIcon,
} from './account-icons.tsx';
import { OrderShortcuts } from './order-shortcuts.tsx';
import { NoticeCenter } from '@/shared/notice/components/notice-center.tsx';
import { SupportCells } from './support-cells.tsx';
import styles from './account-screen.module.css';

interface AccountScreenProps {
  /** Whether the order pages exist in this build; without them the shortcuts would lead nowhere. */
  hasOrderPages: boolean;
}

/** The "me" tab: who is logged in, their invite code, orders, profile, settings and logout. */
export function AccountScreen({ hasOrderPages }: AccountScreenProps) {
  const intl = useIntl();
  const session = useSession();
  const { logout, isPending } = useLogout();
  // Opening the tab refreshes the stored member; SessionSync merges the answer into storage.
  useUser();

  if (!session) return <LoginPrompt />;
  const user = session.user;

  return (
    <div className={styles.account}>
      {user ? <ProfileCard user={user} /> : <LoadingView lines={2} />}

      <AccountBalancesSlot />

      {hasOrderPages && <OrderShortcuts />}

      <AccountCells />

      <NoticeCenter />

      <SupportCells />

      <List className={styles.cells} header={intl.formatMessage({ id: 'webAccount.menu.settings' })}>
        <LinkCell to={paths.setBindingPhone} icon={<PhoneIcon />} testId="account-binding-phone">
          {intl.formatMessage({ id: 'webAccount.menu.mobile' })}
        </LinkCell>
        <LinkCell to={paths.setChangePassword} icon={<LockIcon />} testId="account-change-password">
          {intl.formatMessage({ id: 'webAccount.menu.password' })}
        </LinkCell>
        <LinkCell to={paths.setUsername} icon={<IdIcon />} testId="account-username">
          {intl.formatMessage({ id: 'webAccount.menu.username' })}
        </LinkCell>
        <LinkCell to={paths.setCertification} icon={<ShieldIcon />} testId="account-certification">
          {intl.formatMessage({ id: 'webIdentity.menu.certification' })}
        </LinkCell>
        <LinkCell to={paths.setBankCard} icon={<WalletIcon />} testId="account-bank-cards">
          {intl.formatMessage({ id: 'webIdentity.menu.bankCards' })}
        </LinkCell>
        <SocialAccountsCell />
        <LinkCell to={`${paths.policy}?type=privacy`} icon={<ShieldIcon />} testId="account-privacy">
          {intl.formatMessage({ id: 'web.login.privacyPolicy' })}
        </LinkCell>
        <LinkCell to={`${paths.policy}?type=terms`} icon={<DocIcon />} testId="account-terms">
          {intl.formatMessage({ id: 'webAccount.policy.terms' })}
        </LinkCell>
        <LinkCell to={paths.setAboutUs} icon={<InfoIcon />} testId="account-about-us">
          {intl.formatMessage({ id: 'web.home.aboutUs' })}
        </LinkCell>
        <LinkCell to={paths.setDeleteAccount} icon={<TrashIcon />} testId="account-delete">
          {intl.formatMessage({ id: 'webAccount.menu.delete' })}
        </LinkCell>
      </List>

      <div className={styles.actions}>
        <Button block color="danger" fill="outline" loading={isPending} onClick={logout} data-testid="logout">
          {intl.formatMessage({ id: 'web.me.logout' })}
        </Button>
      </div>
    </div>
  );
}

/** The member's own lists and profile entries; pages of a later release are left out. */
function AccountCells() {
  const intl = useIntl();
  const hasFavorites = useHasPage(paths.favorites);
  const hasCoupons = useHasPage(paths.coupons);
  const hasGiftCards = useHasPage(paths.giftCards);
  const hasReviews = useHasPage(paths.myReviews);
  const hasAddresses = useHasPage(paths.address);
  const hasWalletHistory = useHasPage(paths.walletHistory);
  const hasTimeline = useHasPage(paths.timelineFlow);
  return (
    <List className={styles.cells}>
      {hasFavorites && (
        <LinkCell to={paths.favorites} icon={<HeartIcon />} testId="account-favorites">
          {intl.formatMessage({ id: 'webShop.favorite.title' })}
        </LinkCell>
      )}
      {hasCoupons && (
        <LinkCell to={paths.coupons} icon={<TicketIcon />} testId="account-coupons">
          {intl.formatMessage({ id: 'webCoupon.title' })}
        </LinkCell>
      )}
      {hasGiftCards && (
        <LinkCell to={paths.giftCards} icon={<TicketIcon />} testId="account-gift-cards">
          {intl.formatMessage({ id: 'webGiftCard.title' })}
        </LinkCell>
      )}
      {hasReviews && (
        <LinkCell to={paths.myReviews} icon={<StarIcon />} testId="account-my-reviews">
          {intl.formatMessage({ id: 'webReview.title.mine' })}
        </LinkCell>
      )}
      {hasWalletHistory && (
        <LinkCell to={paths.walletHistory} icon={<WalletIcon />} testId="account-wallet-history">
          {intl.formatMessage({ id: 'webWallet.title.history' })}
        </LinkCell>
      )}
      {hasTimeline && (
        <LinkCell to={paths.timelineFlow} icon={<ListIcon />} testId="account-timeline">
          {intl.formatMessage({ id: 'webTimeline.title.flow' })}
        </LinkCell>
      )}
      <LinkCell to={paths.downloadApp} icon={<QrIcon />} testId="account-download-app">
        {intl.formatMessage({ id: 'webNotice.title.downloadApp' })}
      </LinkCell>
      {hasAddresses && (
        <LinkCell to={paths.address} icon={<PinIcon />} testId="account-address">
          {intl.formatMessage({ id: 'webAddress.title.list' })}
        </LinkCell>
      )}
      <LinkCell to={paths.userinfo} icon={<UserIcon />} testId="account-userinfo">
        {intl.formatMessage({ id: 'webAccount.menu.profile' })}
      </LinkCell>
      <LinkCell to={paths.myInviteCode} icon={<QrIcon />} testId="account-my-invite-code">
        {intl.formatMessage({ id: 'webAccount.menu.inviteCode' })}
      </LinkCell>
      <LinkCell to={paths.language} icon={<GlobeIcon />} testId="account-language">
        {intl.formatMessage({ id: 'web.language.title' })}
      </LinkCell>
    </List>
  );
}

/** The member's picture, name, level and invite code (with a copy button where the browser can copy). */
function ProfileCard({ user }: { user: MemberUser }) {
  const intl = useIntl();
  const levelName = useLevelName();
  const copyInviteCode = (code: string) => {
    navigator.clipboard.writeText(code).then(
      () => showToast(intl.formatMessage({ id: 'web.me.copied' }), 'success'),
      () => showToast(intl.formatMessage({ id: 'web.me.copyFailed' })),
    );
  };

  return (
    <section className={styles.profile} data-testid="account-profile">
      <Link
        to={paths.userinfo}
        className={styles.avatarLink}
        aria-label={intl.formatMessage({ id: 'webAccount.menu.profile' })}
      >
        <Avatar
          className={styles.avatar}
          src={user.headImage200 ?? user.headImage ?? ''}
          alt={intl.formatMessage({ id: 'web.me.avatar' })}
          data-testid="account-avatar"
        />
      </Link>
      <div className={styles.who}>
        <h2 className={styles.nickname} data-testid="account-nickname">
          {user.nickname || user.username}
        </h2>
        <Tag color="primary" fill="outline" data-testid="account-level">
          {levelName(user.level)}
        </Tag>
        <p className={styles.invite}>
          {intl.formatMessage({ id: 'web.me.inviteCode' })}:{' '}
          <span className={styles.code} data-testid="account-invite-code">
            {user.inviteCode}
          </span>
          {typeof navigator.clipboard?.writeText === 'function' && (
            <button type="button" className={styles.copy} onClick={() => copyInviteCode(user.inviteCode)}>
              {intl.formatMessage({ id: 'web.me.copy' })}
            </button>
          )}
        </p>
      </div>
    </section>
  );
}
