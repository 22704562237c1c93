// The promised refund day in the request's banner: in each of the shop's languages with the day
// written the member's way, never moved by their time zone, and gone once the request is over.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { RefundBy } from './refund-by.tsx';

afterEach(cleanup);

const waiting = { refundDueBy: '2026-12-29', refundOverdue: false, isFinal: false };

async function shown(locale: 'zh_CN' | 'zh_HK' | 'en_US' | 'th_TH', request = waiting) {
  await changeLocale(locale);
  render(
    <AppProviders>
      <WithPageMessages>
        <RefundBy request={request} />
      </WithPageMessages>
    </AppProviders>,
  );
  return waitFor(() => screen.getByTestId('refund-detail-refund-by'));
}

describe('RefundBy', () => {
  it.each([
    ['en_US', 'Refund by Dec 29, 2026'],
    ['zh_CN', '预计 2026年12月29日 前退款'],
    ['zh_HK', '預計 2026年12月29日 前退款'],
    ['th_TH', 'คืนเงินภายใน 29 ธ.ค. 2569'],
  ] as const)('writes the day in %s', async (locale, text) => {
    expect((await shown(locale)).textContent).toBe(text);
    expect(screen.queryByTestId('refund-detail-refund-overdue')).toBeNull();
  });

  it('says when the day has passed, and shows nothing once the request is over', async () => {
    await shown('en_US', { ...waiting, refundOverdue: true });
    expect(screen.getByTestId('refund-detail-refund-overdue').textContent).toContain('later than promised');
    cleanup();
    render(
      <AppProviders>
        <WithPageMessages>
          <RefundBy request={{ ...waiting, isFinal: true }} />
          <span data-testid="page-ready" />
        </WithPageMessages>
      </AppProviders>,
    );
    await waitFor(() => screen.getByTestId('page-ready'));
    expect(screen.queryByTestId('refund-detail-refund-by')).toBeNull();
  });
});
