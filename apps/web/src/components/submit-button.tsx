import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';

interface SubmitButtonProps {
  /** True while the form's call runs. */
  loading: boolean;
  testId: string;
  children: ReactNode;
}

/** The full-width button at the foot of a form that submits it. */
export function SubmitButton({ loading, testId, children }: SubmitButtonProps) {
  return (
    <Button block type="submit" color="primary" size="large" loading={loading} data-testid={testId}>
      {children}
    </Button>
  );
}
