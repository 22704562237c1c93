// The Campaigns page's subsidy list on mocked answers: budget, spent and left with each SKU's
// subsidy, in Thai as in English; stopping asks first, then sends the stop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { setLocale } from '../../../lib/locale.ts';
import { SubsidyList } from './subsidy-list.tsx';

const campaign = {
  id: 5,
  name: 'Cleanser week',
  budget: '1000.00',
  spent: '120.00',
  left: '880.00',
  skus: [{ productGoodsId: 34, amount: '10.00' }],
  stoppedAt: null,
  createdAt: '2026-11-28T09:30:00.000Z',
};

const envelope = (result: unknown) => ({ code: 200, success: true, message: 'ok', result });
const pageOf = (list: unknown[]) => ({ list, pageNum: 1, pageSize: 20, total: list.length, hasMore: false });
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ url, body });
      if (url.startsWith('/adminapi/campaign/subsidyStop'))
        return Promise.resolve(Response.json(envelope({ ...campaign, stoppedAt: '2026-11-29T09:30:00.000Z' })));
      return Promise.resolve(Response.json(envelope(pageOf([campaign]))));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(locale: 'en_US' | 'th_TH') {
  setLocale(locale);
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/campaigns']}>
        <SubsidyList />
      </MemoryRouter>
    </AppProviders>,
  );
}

const headers = () =>
  Array.from(document.querySelectorAll('.ant-table-thead th'))
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean);

describe('the subsidy campaigns list', () => {
  it.each([
    ['en_US', ['Name', 'Budget', 'Spent', 'Left', 'Subsidised SKUs', 'Created at', 'Actions']],
    ['th_TH', ['ชื่อแคมเปญ', 'งบประมาณ', 'ใช้ไปแล้ว', 'คงเหลือ', 'SKU ที่อุดหนุน', 'สร้างเมื่อ']],
  ] as const)('shows budget, spent and left in %s', async (locale, columns) => {
    show(locale);
    await screen.findByText('Cleanser week');
    expect(headers().slice(0, columns.length)).toEqual(columns);
    expect(screen.getByText('880.00')).toBeTruthy();
    expect(screen.getByText('34: 10.00')).toBeTruthy();
  });

  it('asks before stopping a campaign, then stops it', async () => {
    show('en_US');
    fireEvent.click(await screen.findByTestId(`stop-subsidy-${campaign.id}`));
    await screen.findByText('New orders will get no subsidy from this campaign. Stop it?');
    expect(calls.some((call) => call.url.startsWith('/adminapi/campaign/subsidyStop'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /OK|Yes/ }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/adminapi/campaign/subsidyStop'))).toEqual([
        { url: '/adminapi/campaign/subsidyStop', body: { id: campaign.id } },
      ]),
    );
  });
});
