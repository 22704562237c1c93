// The identity form marks every photo its kind needs as required, as it does the text fields: the
// server refuses a submission without them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { saveSession } from '@/lib/session.ts';
import { CertFormScreen } from './cert-form-screen.tsx';

const user = { memberId: 7, username: 'somchai' } as Parameters<typeof saveSession>[0]['user'];

beforeEach(async () => {
  await changeLocale('en_US');
  saveSession({ token: 'token-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result: { images: [] } })),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the identity form', () => {
  it('marks each photo required', async () => {
    navigate('/pages/set/id-personal');
    render(
      <AppProviders>
        <RoutePresenceProvider value={() => true}>
          <WithPageMessages>
            <CertFormScreen kind="personal" />
          </WithPageMessages>
        </RoutePresenceProvider>
      </AppProviders>,
    );
    const upload = await screen.findByTestId('upload-idFront');
    const item = upload.closest('.adm-form-item')!;
    expect(item.querySelector('.adm-form-item-required-asterisk')).not.toBeNull();
  });
});
