import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Form from 'antd-mobile/es/components/form';
import type { Locale } from '@mall/i18n';
import { AppProviders } from '@/app/providers.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { CodeInput } from './code-input.tsx';

vi.mock('@/lib/toast.ts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function CodeForm() {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ mobile: '0812345678' }}>
      <Form.Item name="mobile">
        <input name="mobile" />
      </Form.Item>
      <CodeInput form={form} type="register" mobileField="mobile" />
    </Form>
  );
}

/** The send button's text after a send the server refuses, naming a 42-second wait. */
async function buttonAfterRefusal(locale: Locale): Promise<string> {
  await changeLocale(locale);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 429,
            message: 'Too many attempts, please try again in 42 s',
            result: null,
            error: 'RATE_LIMITED',
            retryAfter: 42,
          }),
          { status: 429 },
        ),
    ),
  );
  render(
    <AppProviders>
      <CodeForm />
    </AppProviders>,
  );
  await act(async () => {
    fireEvent.click(screen.getByTestId('send-code'));
  });
  const button = screen.getByTestId('send-code');
  await waitFor(() => expect(button.textContent).toMatch(/42/));
  return button.textContent ?? '';
}

describe('the code field refused inside the cool-down', () => {
  it.each([
    ['en_US', 'Resend in 42s'],
    ['zh_CN', '42 秒后重发'],
    ['zh_HK', '42 秒後重發'],
    ['th_TH', 'ส่งใหม่ใน 42 วิ'],
  ] as const)('counts down the wait the server named, in %s', async (locale, text) => {
    expect(await buttonAfterRefusal(locale)).toBe(text);
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
  });
});
