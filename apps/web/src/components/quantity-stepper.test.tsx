// The shop's quantity picker: both buttons and the field are named, typed quantities are held
// inside the range once the shopper leaves the field, and the ends disable their button.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { QuantityStepper } from './quantity-stepper.tsx';

// Only the texts the stepper says; the app's catalogue is typed to hold every one.
const messages = {
  'web.stepper.decrease': 'Decrease',
  'web.stepper.increase': 'Increase',
} as unknown as ComponentProps<typeof IntlProvider>['messages'];

function renderStepper(value: number, onChange = vi.fn()) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <QuantityStepper value={value} max={5} label="Quantity" onChange={onChange} testId="qty" />
    </IntlProvider>,
  );
  return onChange;
}

beforeEach(() => cleanup());
afterEach(() => cleanup());

describe('a quantity stepper', () => {
  it('names its field and buttons', () => {
    renderStepper(2);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveProperty('value', '2');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeTruthy();
  });

  it('steps by one and stops at its ends', () => {
    const onChange = renderStepper(1);
    expect(screen.getByTestId('qty-minus')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('qty-plus'));
    expect(onChange).toHaveBeenCalledWith(2);
    cleanup();
    renderStepper(5);
    expect(screen.getByTestId('qty-plus')).toHaveProperty('disabled', true);
  });

  it('holds a typed quantity inside the range when the field is left', () => {
    const onChange = renderStepper(2);
    const field = screen.getByTestId('qty-input');
    fireEvent.change(field, { target: { value: '9a9' } });
    expect(field).toHaveProperty('value', '99');
    fireEvent.blur(field);
    expect(onChange).toHaveBeenCalledWith(5);
    expect(field).toHaveProperty('value', '2');
  });

  it('keeps the quantity when the field is left empty', () => {
    const onChange = renderStepper(3);
    const field = screen.getByTestId('qty-input');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveProperty('value', '3');
  });
});
