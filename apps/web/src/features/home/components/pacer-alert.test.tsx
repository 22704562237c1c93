// The homepage Pacer alert concerns signed-in members below VIP with the preference on; closing it
// turns the preference off on the account.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { clearSession, getSession, saveSession } from '@/lib/session.ts';
import { PacerAlert } from './pacer-alert.tsx';

type User = Parameters<typeof saveSession>[0]['user'];
const sent: { url: string; body: unknown }[] = [];

function signedIn(user: Partial<User>) {
  const full = { memberId: 7, username: 'somchai', level: 1, homepagePacerAlert: true, ...user } as User;
  saveSession({ token: 'token-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user: full });
}

beforeEach(async () => {
  await changeLocale('en_US');
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, body: Object.fromEntries(new URLSearchParams(String(init.body ?? ''))) });
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result: { enabled: false } }));
    }),
  );
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const shown = () =>
  render(
    <AppProviders>
      <PacerAlert />
    </AppProviders>,
  );

describe('the homepage Pacer alert', () => {
  it('invites a regular member, and closing it turns the preference off', async () => {
    signedIn({ level: 1 });
    shown();
    fireEvent.click(await screen.findByTestId('home-pacer-alert-close'));
    await waitFor(() => expect(getSession()?.user?.homepagePacerAlert).toBe(false));
    expect(screen.queryByTestId('home-pacer-alert')).toBeNull();
    expect(sent.filter((call) => call.url.includes('updateHomepagePacerAlert')).map((call) => call.body)).toEqual([
      { enabled: 'false' },
    ]);
  });

  it('is not shown to VIPs, to a member who closed it, nor to guests', () => {
    for (const user of [{ level: 2 }, { level: 1, homepagePacerAlert: false }]) {
      signedIn(user);
      shown();
      expect(screen.queryByTestId('home-pacer-alert')).toBeNull();
      cleanup();
    }
    clearSession();
    shown();
    expect(screen.queryByTestId('home-pacer-alert')).toBeNull();
  });
});
