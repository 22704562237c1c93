// The homepage top alert: the newest homepage-top notice for this member until they close it; the
// server keeps the dismissal, so it stays closed on every device. Guests see nothing.
import { useIntl } from 'react-intl';
import { calls } from '@mall/contracts/browser';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { noticeKeys } from '../api/notice.ts';

export function HomepageTopAlert() {
  const intl = useIntl();
  const viewer = useViewer();
  const client = useQueryClient();
  const key = [...noticeKeys.all, 'homepageTop', viewer.token, viewer.locale];
  const top = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request(calls.memberAlert.getHomepageTop, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
  const dismiss = useMutation({
    mutationFn: (id: number) => request(calls.memberAlert.updateHomepageTop, { id }),
    onSuccess: (next) => client.setQueryData(key, next),
  });
  const alert = top.data;
  if (!alert) return null;
  return (
    <NoticeBar
      data-testid="home-top-alert"
      content={`${alert.title}: ${alert.content}`}
      closeable
      onClose={() => dismiss.mutate(alert.id)}
      aria-label={intl.formatMessage({ id: 'webNotice.homeTop.close' })}
    />
  );
}
