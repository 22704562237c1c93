// vip/tax-request: the last three years to choose from, the year just ended first; a request sends
// the chosen year and the note; an answered request offers its certificate's link.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { clearSession, saveSession } from '@/lib/session.ts';
import { certificateYears, TaxRequestScreen } from './tax-request-screen.tsx';

const user = { memberId: 7, username: 'somchai', level: 2 } as Parameters<typeof saveSession>[0]['user'];
const answered = {
  id: 3,
  memberId: 7,
  year: 2025,
  remark: '',
  status: 'answered',
  createdAt: '2026-01-10T03:00:00.000Z',
  answeredAt: '2026-01-12T03:00:00.000Z',
  certificate: { id: 9, url: '/mallapi/files/private/9?sig=abc', expiresAt: '2026-01-12T04:00:00.000Z' },
};

let tokens = 0;
let sent: { url: string; body: string | null }[] = [];
let requests: unknown[] = [];

beforeEach(async () => {
  await changeLocale('en_US');
  saveSession({ token: `token-${++tokens}`, invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  sent = [];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      sent.push({ url, body: init?.body ? String(init.body as string) : null });
      const result = url.includes('/taxRequestList') ? requests : { ...answered, status: 'pending', certificate: null };
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
    }),
  );
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function shown() {
  render(
    <AppProviders>
      <WithPageMessages>
        <TaxRequestScreen />
      </WithPageMessages>
    </AppProviders>,
  );
}

describe('withholding-tax certificate requests', () => {
  it('offers the last three years, the one just ended first', () => {
    expect(certificateYears(new Date(2026, 10, 29))).toEqual([2025, 2024, 2023]);
  });

  it('says there is none yet, and sends the chosen year with the note', async () => {
    shown();
    await screen.findByTestId('tax-request-empty');
    const lastYear = certificateYears()[1]!;
    fireEvent.click(screen.getByText(String(lastYear)));
    fireEvent.change(screen.getByTestId('tax-request-remark').querySelector('textarea')!, {
      target: { value: 'for my filing' },
    });
    fireEvent.click(screen.getByTestId('tax-request-submit'));
    await waitFor(() => expect(sent.some((call) => call.url.endsWith('/mallapi/withdraw/taxRequest'))).toBe(true));
    const body = sent.find((call) => call.url.endsWith('/mallapi/withdraw/taxRequest'))!.body!;
    // The client's form body, as the original client sends it.
    expect(new URLSearchParams(body).get('year')).toBe(String(lastYear));
    expect(new URLSearchParams(body).get('remark')).toBe('for my filing');
  });

  it("links an answered request's certificate", async () => {
    requests = [answered];
    shown();
    const link = await screen.findByTestId('tax-request-download');
    expect(link.getAttribute('href')).toBe(answered.certificate.url);
    expect(screen.getByTestId('tax-request-row').getAttribute('data-status')).toBe('answered');
  });
});
