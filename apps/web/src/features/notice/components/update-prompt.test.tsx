// The update prompt: an app behind the published version is asked to update; a forced update
// cannot be closed, an optional one is dismissed once per published version.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { queryClient } from '@/lib/query-client.ts';
import { UpdatePrompt } from './update-prompt.tsx';

function answering(update: { hasUpdate: boolean; forceUpdate: boolean; latestVersion: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        success: true,
        code: 200,
        message: 'ok',
        result: { currentVersion: '1.0.0', downloadUrl: 'https://example.com/app', ...update },
      }),
    ),
  );
}

const shown = () =>
  render(
    <AppProviders>
      <UpdatePrompt />
    </AppProviders>,
  );

beforeEach(async () => {
  await changeLocale('en_US');
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  // Each test's server answers afresh, not the one an earlier test left in the cache.
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the update prompt', () => {
  it('offers an optional update once per version: "Later" dismisses it for good', async () => {
    answering({ hasUpdate: true, forceUpdate: false, latestVersion: '3.0.0' });
    shown();
    await screen.findByText('Version 3.0.0 is available');
    fireEvent.click(screen.getByTestId('update-later'));
    await waitFor(() => expect(screen.queryByText('Version 3.0.0 is available')).toBeNull());
    cleanup();
    shown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Version 3.0.0 is available')).toBeNull();
  });

  it('blocks the app with no way to close it when the update is forced', async () => {
    answering({ hasUpdate: true, forceUpdate: true, latestVersion: '3.1.0' });
    shown();
    await screen.findByText('This version is no longer supported. Please update to continue.');
    expect(screen.queryByTestId('update-later')).toBeNull();
  });

  it('says nothing to an app that is current', async () => {
    answering({ hasUpdate: false, forceUpdate: false, latestVersion: '1.0.0' });
    shown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });
});
