// The orders list as a Thai-speaking operator sees it: every label, column, status and button in
// Thai, no English word left (codes such as CSV and QR stay, as in the en_US texts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { setLocale } from '../../../lib/locale.ts';
import { OrdersList } from './orders-list.tsx';

const order = {
  orderId: 7,
  orderNo: 'M202611290007',
  status: 2,
  memberId: 12,
  username: 'somchai',
  mobile: '0812345678',
  lines: 'ยาสีฟันถ่านไม้ไผ่ × 2',
  units: 2,
  orderTotal: '259.00',
  qr: '259.00',
  currency: 'THB',
  createdAt: '2026-11-29T03:00:00.000Z',
  paidAt: '2026-11-29T03:05:00.000Z',
};

beforeEach(() => {
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        Response.json({
          code: 200,
          success: true,
          message: 'ok',
          result: { list: [order], pageNum: 1, pageSize: 20, total: 1, hasMore: false },
        }),
      ),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('zh_CN');
});

/** Words with a lower-case Latin letter: English, unlike codes (CSV, QR) and the order's own data. */
function englishWords(text: string): string[] {
  const withoutData = [order.orderNo, order.username, order.currency].reduce(
    (rest, value) => rest.replaceAll(value, ' '),
    text,
  );
  return [...new Set(withoutData.match(/[A-Za-z]*[a-z][A-Za-z]*/g) ?? [])];
}

describe('the orders list in Thai', () => {
  it('shows no English word around an order', async () => {
    setLocale('th_TH');
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/orders']}>
          <OrdersList />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByText(order.orderNo);
    expect(document.body.textContent).toContain('ชำระเงินแล้ว');
    const placeholders = Array.from(document.querySelectorAll('input[placeholder]'), (input) =>
      input.getAttribute('placeholder'),
    ).join(' ');
    expect(englishWords(`${document.body.textContent} ${placeholders}`)).toEqual([]);
  });
});
