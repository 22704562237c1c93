// The membership business's pages (beans, withdrawals, gift cards, support, the timeline, notices and
// the app's own pages), part of the one route table in routes.tsx.
import { paths } from '@/lib/paths.ts';
import { page, type PageRoute } from './page-route.ts';

export const membershipRoutes: PageRoute[] = [
  {
    path: paths.sellBeans,
    handle: { title: 'webBeans.title.sell' },
    page: page(() => import('@/pages/pacer-new/create-sellRP.tsx')),
  },
  {
    path: paths.beansOrders,
    handle: { title: 'webBeans.title.orders' },
    page: page(() => import('@/pages/pacer-new/sellRP-list.tsx')),
  },
  {
    path: paths.beansPay,
    handle: { title: 'webBeans.title.pay' },
    page: page(() => import('@/pages/order/createRpOrder.tsx')),
  },
  {
    path: paths.beansOrder,
    handle: { title: 'webBeans.title.detail' },
    page: page(() => import('@/pages/order/rpOrder-detail.tsx')),
  },
  {
    path: paths.cashCreate,
    handle: { title: 'webWithdraw.title.create' },
    page: page(() => import('@/pages/pacer/cash-create.tsx')),
  },
  {
    path: paths.cashList,
    handle: { title: 'webWithdraw.title.list' },
    page: page(() => import('@/pages/vip/cash-list.tsx')),
  },
  {
    path: paths.cashDetail,
    handle: { title: 'webWithdraw.title.detail' },
    page: page(() => import('@/pages/vip/cash-detail.tsx')),
  },
  {
    path: paths.taxRequest,
    handle: { title: 'webWithdraw.title.tax' },
    page: page(() => import('@/pages/vip/tax-request.tsx')),
  },
  {
    path: paths.withdrawalHistory,
    handle: { title: 'webWithdraw.title.history' },
    page: page(() => import('@/pages/pacer-new/withdrawal-history.tsx')),
  },
  {
    path: paths.problem,
    handle: { title: 'webSupport.title.problem' },
    page: page(() => import('@/pages/user/problem.tsx')),
  },
  {
    path: paths.problemDetail,
    handle: { title: 'webSupport.title.problem' },
    page: page(() => import('@/pages/user/problem-detail.tsx')),
  },
  {
    path: paths.feedback,
    handle: { title: 'webSupport.title.feedback' },
    page: page(() => import('@/pages/user/feedback.tsx')),
  },
  {
    path: paths.feedbackList,
    handle: { title: 'webSupport.title.list' },
    page: page(() => import('@/pages/user/feedback-list.tsx')),
  },
  {
    path: paths.dialogue,
    handle: { title: 'webSupport.title.dialogue' },
    page: page(() => import('@/pages/notice/dialogue.tsx')),
  },
  {
    path: paths.giftCards,
    handle: { title: 'webGiftCard.title' },
    page: page(() => import('@/pages/user/gift-card.tsx')),
  },
  {
    path: paths.giftCardCode,
    handle: { title: 'webGiftCard.codeTitle' },
    page: page(() => import('@/pages/user/gift-card-code.tsx')),
  },
  {
    path: paths.giftCardDetail,
    handle: { title: 'webGiftCard.detailTitle' },
    page: page(() => import('@/pages/user/gift-card-detail.tsx')),
  },
  {
    path: paths.timelineFlow,
    handle: { title: 'webTimeline.title.flow' },
    page: page(() => import('@/pages/timeline/flow/index.tsx')),
  },
  {
    path: paths.timelineAdd,
    handle: { title: 'webTimeline.title.add' },
    page: page(() => import('@/pages/timeline/add.tsx')),
  },
  {
    path: paths.timelineDetail,
    handle: { title: 'webTimeline.title.detail' },
    page: page(() => import('@/pages/timeline/detail/index.tsx')),
  },
  {
    path: paths.notices,
    handle: { title: 'webNotice.title.notice' },
    page: page(() => import('@/pages/notice/notice.tsx')),
  },
  {
    path: paths.systemNotifications,
    handle: { title: 'webNotice.title.system' },
    page: page(() => import('@/pages/notice/system-notification.tsx')),
  },
  {
    path: paths.pointsNotifications,
    handle: { title: 'webNotice.title.points' },
    page: page(() => import('@/pages/notice/integral-variation.tsx')),
  },
  {
    path: paths.downloadApp,
    handle: { title: 'webNotice.title.downloadApp' },
    page: page(() => import('@/pages/pacer-new/download-app.tsx')),
  },
  {
    path: paths.webview,
    handle: { title: 'webNotice.title.webview' },
    page: page(() => import('@/pages/webview/index.tsx')),
  },
];
