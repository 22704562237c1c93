// A review sent while its photo is still uploading would go without it: the form says the photo
// is under way and sends nothing until it has uploaded, then sends it with the photo.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { clearSession, saveSession } from '@/lib/session.ts';
import { EvaluateScreen } from './evaluate-screen.tsx';

const user = { memberId: 7, username: 'somchai', level: 1 } as Parameters<typeof saveSession>[0]['user'];
const line = { id: 41, name: 'Jasmine rice', specText: '5 kg', cover: null };
const photo = { id: 'photo-1', s200: '/media/photo-1-s200.png' };

const ok = (result: unknown) => new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));

let releaseUpload: () => void = () => {};
let sentReviews: string[] = [];
let tokens = 0;

beforeEach(async () => {
  await changeLocale('en_US');
  saveSession({ token: `token-${++tokens}`, invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  sentReviews = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.includes('/mallapi/orders/detail')) return ok({ id: 9, lines: [line] });
      if (url.includes('/mallapi/evaluate/uploadImage')) {
        await new Promise<void>((resolve) => (releaseUpload = resolve));
        return ok(photo);
      }
      if (url.includes('/mallapi/evaluate/add')) {
        sentReviews.push(new URLSearchParams(init.body as URLSearchParams).getAll('lines').join());
        return ok(null);
      }
      return ok(null);
    }),
  );
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the review form', () => {
  it('holds a review back while its photo uploads, then sends it with the photo', async () => {
    navigate('/pages/order/evaluate?orderId=9');
    render(
      <AppProviders>
        <RoutePresenceProvider value={() => true}>
          <WithPageMessages>
            <EvaluateScreen />
          </WithPageMessages>
        </RoutePresenceProvider>
      </AppProviders>,
    );
    await screen.findByText(line.name);
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Fragrant and clean' } });
    const picker = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no photo picker yet');
      return input;
    });
    fireEvent.change(picker, { target: { files: [new File(['png'], 'rice.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/evaluate/uploadImage'), expect.anything()),
    );

    fireEvent.click(screen.getByTestId('evaluate-submit'));
    await screen.findByText('Photos are still uploading; send once they are done');
    expect(sentReviews).toEqual([]);

    releaseUpload();
    await waitFor(() => expect(document.querySelector('.adm-image-uploader-cell-loading')).toBeNull());
    fireEvent.click(screen.getByTestId('evaluate-submit'));
    await waitFor(() => expect(sentReviews).toHaveLength(1));
    expect(JSON.parse(sentReviews[0]!)).toMatchObject({ orderLineId: line.id, rating: 5, images: [photo.id] });
  });
});
