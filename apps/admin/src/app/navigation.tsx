// The pages in the side menu, each guarded by the roles of the call it is built on.
import type { ReactNode } from 'react';
import {
  AuditOutlined,
  BankOutlined,
  ApartmentOutlined,
  CheckSquareOutlined,
  GiftOutlined,
  FireOutlined,
  CustomerServiceOutlined,
  RiseOutlined,
  EnvironmentOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  QuestionCircleOutlined,
  TeamOutlined,
  TransactionOutlined,
  WalletOutlined,
  WarningOutlined,
  CommentOutlined,
} from '@ant-design/icons';
import { calls } from '@mall/contracts/browser';
import type { OperatorRole } from '@mall/contracts';
import type { Endpoint } from '@mall/contracts/browser';
import type { MessageId } from '@mall/i18n';
import { mayCall } from '../lib/access.ts';
import { catalogNavItems } from './catalog-navigation.tsx';

export interface NavItem {
  path: string;
  label: MessageId;
  icon: ReactNode;
  call: Pick<Endpoint, 'roles'>;
  testId: string;
  /** A group: its pages open from a submenu, and `path` only names the group. */
  children?: NavPage[];
}

/** A page inside a group. */
export type NavPage = Omit<NavItem, 'icon' | 'children'>;

export const navItems: NavItem[] = [
  {
    path: '/settings',
    label: 'admin.nav.settings',
    icon: <SettingOutlined />,
    call: calls.adminSettings.list,
    testId: 'nav-settings',
  },
  {
    path: '/members',
    label: 'adminMembers.nav',
    icon: <IdcardOutlined />,
    call: calls.adminMembers.page,
    testId: 'nav-members',
  },
  {
    path: '/orders',
    label: 'adminOrders.nav',
    icon: <ShoppingOutlined />,
    call: calls.adminOrders.page,
    testId: 'nav-orders',
  },
  {
    path: '/orders/fulfilment',
    label: 'adminOrders.nav.fulfilment',
    icon: <SendOutlined />,
    call: calls.adminOrders.page,
    testId: 'nav-fulfilment',
  },
  {
    path: '/after-sales',
    label: 'adminAfterSale.nav',
    icon: <CustomerServiceOutlined />,
    call: calls.adminAfterSale.page,
    testId: 'nav-after-sales',
  },
  {
    path: '/payment/callbacks',
    label: 'adminOrders.nav.callbacks',
    icon: <TransactionOutlined />,
    call: calls.adminOrders.callbacks,
    testId: 'nav-payment-callbacks',
  },
  {
    path: '/ledger/adjustments',
    label: 'adminLedger.nav.adjustments',
    icon: <WalletOutlined />,
    call: calls.adminLedger.adjustments,
    testId: 'nav-adjustments',
  },
  {
    path: '/catalog',
    label: 'adminCatalog.nav.group',
    icon: <ShopOutlined />,
    call: calls.adminCatalog.productPage,
    testId: 'nav-catalog',
    children: catalogNavItems,
  },
  {
    path: '/identity',
    label: 'adminIdentity.nav.group',
    icon: <SafetyCertificateOutlined />,
    call: { roles: ['identity', 'finance'] },
    testId: 'nav-identity',
    children: [
      {
        path: '/identity/queue',
        label: 'adminIdentity.nav.queue',
        call: calls.adminIdentity.page,
        testId: 'nav-identity-queue',
      },
      {
        path: '/identity/bank-cards',
        label: 'adminIdentity.nav.bankCards',
        call: calls.adminIdentity.bankCardPage,
        testId: 'nav-identity-bank-cards',
      },
    ],
  },
  {
    path: '/content',
    label: 'adminContent.nav.group',
    icon: <QuestionCircleOutlined />,
    call: calls.adminContent.faq,
    testId: 'nav-content',
    children: [
      {
        path: '/content/feedback',
        label: 'adminContent.feedback.title',
        call: calls.adminContent.feedbackPage,
        testId: 'nav-content-feedback',
      },
      {
        path: '/content/faq',
        label: 'adminContent.faq.title',
        call: calls.adminContent.faq,
        testId: 'nav-content-faq',
      },
    ],
  },
  {
    path: '/hot-regions',
    label: 'admin.hotRegions.title',
    icon: <EnvironmentOutlined />,
    call: calls.adminAddress.hotRegions,
    testId: 'nav-hot-regions',
  },
  {
    path: '/operators',
    label: 'admin.nav.operators',
    icon: <TeamOutlined />,
    call: calls.adminOperators.list,
    testId: 'nav-operators',
  },
  {
    path: '/approvals',
    label: 'admin.nav.approvals',
    icon: <CheckSquareOutlined />,
    call: calls.adminCoupon.approvals,
    testId: 'nav-approvals',
  },
  {
    path: '/levels',
    label: 'adminLevels.nav',
    icon: <RiseOutlined />,
    call: calls.adminLevels.pending,
    testId: 'nav-levels',
  },
  {
    path: '/beans',
    label: 'adminBeans.nav',
    icon: <TransactionOutlined />,
    call: calls.adminBeans.orders,
    testId: 'nav-beans',
  },
  {
    path: '/gift-cards',
    label: 'adminGiftCard.nav',
    icon: <GiftOutlined />,
    call: calls.adminGiftCard.batches,
    testId: 'nav-gift-cards',
  },
  {
    path: '/campaigns',
    label: 'adminCampaign.nav',
    icon: <FireOutlined />,
    call: calls.adminCampaign.subsidyList,
    testId: 'nav-campaigns',
  },
  {
    path: '/withdraw',
    label: 'adminWithdraw.nav',
    icon: <BankOutlined />,
    call: calls.adminWithdraw.page,
    testId: 'nav-withdraw',
  },
  {
    path: '/audit',
    label: 'admin.nav.audit',
    icon: <AuditOutlined />,
    call: calls.adminAudit.page,
    testId: 'nav-audit',
  },
  {
    path: '/network',
    label: 'adminNetwork.nav',
    icon: <ApartmentOutlined />,
    call: calls.adminNetwork.detail,
    testId: 'nav-network',
  },
  {
    path: '/failed-events',
    label: 'adminEvents.nav',
    icon: <WarningOutlined />,
    call: calls.adminEvents.failed,
    testId: 'nav-failed-events',
  },
  {
    path: '/timeline',
    label: 'adminTimeline.nav',
    icon: <CommentOutlined />,
    call: calls.adminTimeline.queue,
    testId: 'nav-timeline',
  },
  {
    path: '/bonus',
    label: 'adminBonus.nav',
    icon: <GiftOutlined />,
    call: calls.adminBonus.statistics,
    testId: 'nav-bonus',
    children: [
      {
        path: '/bonus/statistics',
        label: 'adminBonus.statistics',
        call: calls.adminBonus.statistics,
        testId: 'nav-bonus-statistics',
      },
      {
        path: '/bonus/pairing',
        label: 'adminBonus.pairing',
        call: calls.adminBonus.pairingPreview,
        testId: 'nav-bonus-pairing',
      },
    ],
  },
];

export function navItemsFor(roles: readonly OperatorRole[]): NavItem[] {
  return navItems
    .filter((item) => mayCall(roles, item.call))
    .map((item) =>
      item.children ? { ...item, children: item.children.filter((page) => mayCall(roles, page.call)) } : item,
    );
}

/** The page an item opens: a group opens its first page. */
export function pagePathOf(item: NavItem): string {
  return item.children?.[0]?.path ?? item.path;
}

/** The menu entry for an address: the page whose path is the longest prefix of it. */
export function selectedNavKey(items: readonly NavItem[], pathname: string): string {
  const paths = items.flatMap((item) => (item.children ? item.children.map((page) => page.path) : [item.path]));
  const matches = paths.filter((path) => pathname === path || pathname.startsWith(`${path}/`));
  return matches.sort((a, b) => b.length - a.length)[0] ?? `/${pathname.split('/')[1] ?? ''}`;
}
