// The Failed events list with a dead delivery, on mocked answers (a real delivery only dies when a
// subscriber keeps failing, which nothing outside the server can cause): its columns, the Retry
// confirmation, the retry call and the list read again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { configureApi, type CallFailure } from '../../../lib/api.ts';
import { setLocale } from '../../../lib/locale.ts';
import { FailedEventsList } from './failed-events-list.tsx';

const dead = {
  id: 31,
  eventId: 7,
  topic: 'order.paid',
  key: '1042',
  subscriber: 'member.set-level',
  error: 'no subscriber named member.set-level',
  attempts: 5,
  failedAt: '2026-11-28T09:30:00.000Z',
};

const envelope = (result: unknown) => ({ code: 200, success: true, message: 'ok', result });
const pageOf = (list: unknown[]) => ({ list, pageNum: 1, pageSize: 20, total: list.length, hasMore: false });

const refusal = 'This failed event is not found, or was already retried';

let listed: unknown[] = [];
/** The retry's answer: accepted, or refused as another admin's retry got there first. */
let retryRefused = false;
const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  listed = [dead];
  retryRefused = false;
  calls.length = 0;
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (url.startsWith('/adminapi/events/retry')) {
        listed = [];
        if (retryRefused)
          return Promise.resolve(
            Response.json({ code: 404, success: false, message: refusal, error: 'EVENT_DELIVERY_NOT_DEAD' }),
          );
        return Promise.resolve(Response.json(envelope({ id: dead.id, state: 'pending' })));
      }
      return Promise.resolve(Response.json(envelope(pageOf(listed))));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(locale: 'zh_CN' | 'zh_HK' | 'en_US') {
  setLocale(locale);
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/failed-events']}>
        <FailedEventsList />
      </MemoryRouter>
    </AppProviders>,
  );
}

const headers = () =>
  Array.from(document.querySelectorAll('.ant-table-thead th')).map((cell) => cell.textContent?.trim());

describe('the Failed events list', () => {
  it.each([
    ['en_US', ['Event', 'Key', 'Subscriber', 'Error', 'Attempts', 'Time', 'Actions'], 'Retry'],
    ['zh_CN', ['事件', '键', '处理方', '错误', '尝试次数', '时间', '操作'], '重试'],
    ['zh_HK', ['事件', '鍵', '處理方', '錯誤', '嘗試次數', '時間', '操作'], '重試'],
  ] as const)('shows a dead delivery in %s with every column named', async (locale, columns, retry) => {
    show(locale);
    const row = await screen.findByTestId(`failed-event-row-${dead.id}`);
    expect(headers()).toEqual(columns);
    const cells = Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['order.paid', '1042', 'member.set-level', dead.error, '5']);
    expect(row.querySelector('time')?.getAttribute('datetime')).toBe(dead.failedAt);
    expect(within(row).getByTestId(`retry-event-${dead.id}`).textContent?.replace(/\s/g, '')).toBe(retry);
  });

  it('asks before a retry, sends it, and reads the list again', async () => {
    show('en_US');
    fireEvent.click(await screen.findByTestId(`retry-event-${dead.id}`));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Run this event’s follow-up again?');
    expect(dialog.textContent).toContain('order.paid 1042 → member.set-level');
    expect(calls.some((call) => call.url.startsWith('/adminapi/events/retry'))).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/adminapi/events/retry'))).toEqual([
        { url: '/adminapi/events/retry', method: 'POST', body: { id: dead.id } },
      ]),
    );
    await screen.findByText('No failed events');
    expect(screen.queryByTestId(`failed-event-row-${dead.id}`)).toBeNull();
  });

  it('tells a refused retry once, through the client, and reads the list again', async () => {
    retryRefused = true;
    const told: CallFailure[] = [];
    configureApi({ onFailure: (failure) => told.push(failure), onSessionEnd: () => undefined });
    show('en_US');
    fireEvent.click(await screen.findByTestId(`retry-event-${dead.id}`));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    // Another admin's retry took it: the list no longer holds it.
    await screen.findByText('No failed events');
    expect(told.map((failure) => failure.message)).toEqual([refusal]);
    // The client shows every failure (app/api-bridge.tsx): the page does not say it a second time.
    expect(document.body.textContent).not.toContain(refusal);
  });
});
