// The pairing settlement page on mocked answers: the preview's lines, the report of a day not run,
// and Settle, asked once and sent as a POST of the day, after which the report is read again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { setLocale } from '../../../lib/locale.ts';
import { PairingRunView } from './pairing-run.tsx';

const envelope = (result: unknown) => ({ code: 200, success: true, message: 'ok', result });
const line = { memberId: 42, leftMp: 700, rightMp: 199, matchedMp: 199, paid: '15.92', capped: '0.00' };
const run = (day: string, ran: boolean) => ({
  day,
  available: true,
  startedAt: ran ? '2026-11-29T00:10:00.000Z' : null,
  finishedAt: ran ? '2026-11-29T00:10:02.000Z' : null,
  members: 1,
  matchedMp: 199,
  paid: '15.92',
  capped: '0.00',
  lines: [line],
});

let settled = false;
const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  settled = false;
  calls.length = 0;
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      const day =
        new URL(url, 'http://shop').searchParams.get('day') ?? (body as { day?: string } | undefined)?.day ?? '';
      if (url.startsWith('/adminapi/bonus/pairingRun')) {
        settled = true;
        return Promise.resolve(Response.json(envelope(run(day, true))));
      }
      if (url.startsWith('/adminapi/bonus/pairingReport') && !settled)
        return Promise.resolve(
          Response.json({ code: 404, success: false, message: 'not run', error: 'PAIRING_RUN_NOT_FOUND' }),
        );
      return Promise.resolve(Response.json(envelope(run(day, settled))));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pairing settlement page', () => {
  it('previews the day, says it has not run, and settles it after asking', async () => {
    setLocale('en_US');
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/bonus/pairing']}>
          <PairingRunView />
        </MemoryRouter>
      </AppProviders>,
    );
    const preview = await screen.findByTestId('pairing-preview');
    expect(preview.textContent).toContain('15.92');
    await screen.findByText('This day has not been settled');
    fireEvent.click(screen.getByTestId('pairing-run'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Settle the pairing bonus of');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/adminapi/bonus/pairingRun');
    const report = await screen.findByTestId('pairing-report');
    expect(report.textContent).toContain('700');
  });
});
