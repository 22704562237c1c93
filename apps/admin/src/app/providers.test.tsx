// antd's motion follows the operator's reduced-motion preference (the operator journeys see the
// dialogs it then opens at once).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AppProviders } from './providers.tsx';

function ShowsMotion() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'moving' : 'still'}</output>;
}

function motionSeen(): string {
  render(
    <AppProviders>
      <ShowsMotion />
    </AppProviders>,
  );
  return screen.getByRole('status').textContent ?? '';
}

const device = () =>
  (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM.settings
    .device;

afterEach(() => {
  cleanup();
  device().prefersReducedMotion = 'no-preference';
});

describe('the back office’s motion', () => {
  it('is on for an operator with no preference', () => {
    expect(motionSeen()).toBe('moving');
  });

  it('is off for an operator whose system asks for reduced motion', () => {
    device().prefersReducedMotion = 'reduce';
    expect(motionSeen()).toBe('still');
  });
});
