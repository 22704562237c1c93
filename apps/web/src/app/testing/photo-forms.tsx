// What the tests of the forms with photos share: a member signed in, the screen rendered as the app
// renders it, the API answered from a table of calls, uploads held until a test lets them go, and a
// photo picked in the form.
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { navigate } from '@/lib/history.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { clearSession, saveSession } from '@/lib/session.ts';

let tokens = 0;

/** A member signed in with a token of their own: the app's query cache keys member data by token. */
export function signInMember(): void {
  const user = { memberId: 7, username: 'somchai', level: 1 } as Parameters<typeof saveSession>[0]['user'];
  saveSession({ token: `token-${++tokens}`, invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
}

/** A call's result, from its request; the table is keyed by a part of the call's path. */
type CallAnswers = Record<string, (init: RequestInit) => unknown>;

/** Answers each call whose URL holds a path of `calls` with that entry's result, any other with null. */
export function answerCalls(calls: CallAnswers): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = Object.keys(calls).find((part) => url.includes(part));
      const result = path === undefined ? null : await calls[path]!(init);
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
    }),
  );
}

/** A form-encoded request's body, as the server reads it. */
export function formOf(init: RequestInit): URLSearchParams {
  return new URLSearchParams(init.body as URLSearchParams);
}

/** After each test: the screen unmounted, the member signed out, the real fetch back. */
export function leaveScreen(): void {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
}

/** `screen` at `route`, inside the app's providers. */
export function renderAt(route: string, screen: ReactNode): void {
  navigate(route);
  render(
    <AppProviders>
      <RoutePresenceProvider value={() => true}>
        <WithPageMessages>{screen}</WithPageMessages>
      </RoutePresenceProvider>
    </AppProviders>,
  );
}

/** An upload the test lets finish: its answer awaits `wait`, and `release` lets it through. */
export function heldUpload(): { wait: () => Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { wait: () => held, release: () => release() };
}

/** Picks a photo in the form's picker once it has arrived, and waits for its upload to be asked. */
export async function pickPhoto(uploadPath: string): Promise<void> {
  const picker = await waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no photo picker yet');
    return input;
  });
  fireEvent.change(picker, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
  await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringContaining(uploadPath), expect.anything()));
}

/** Waits until no photo of the form is still uploading. */
export async function photosUploaded(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.adm-image-uploader-cell-loading')).toBeNull());
}
