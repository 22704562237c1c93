// A form that fails its checks brings the first failing field into view, where the stylesheet's
// scroll margin keeps it below the sticky navigation bar.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { scrollToFirstError } from './form-errors.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a form error', () => {
  it('scrolls the first failing field into view', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    render(
      <Form onFinishFailed={scrollToFirstError} footer={<button type="submit">save</button>}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="mobile" label="Mobile" rules={[{ required: true, message: 'Mobile' }]}>
          <Input data-testid="mobile" />
        </Form.Item>
      </Form>,
    );
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]!.contains(screen.getByTestId('mobile'))).toBe(true);
  });
});
