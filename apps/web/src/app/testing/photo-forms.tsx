// What the tests of the forms with photos share: a member signed in, the screen rendered as the app
// renders it, answers held until a test lets them go, and a photo picked in the form.
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { navigate } from '@/lib/history.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { saveSession } from '@/lib/session.ts';

let tokens = 0;

/** A member signed in with a token of their own: the app's query cache keys member data by token. */
export function signInMember(): void {
  const user = { memberId: 7, username: 'somchai', level: 1 } as Parameters<typeof saveSession>[0]['user'];
  saveSession({ token: `token-${++tokens}`, invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
}

/** The envelope of a successful call. */
export function answered(result: unknown): Response {
  return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
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

/** An upload the test lets finish: `wait` is awaited in the fetch stub, `release` ends it. */
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
