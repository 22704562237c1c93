// Puts a failed call's reason next to the field it is about, the way a form shows its own checks.
import type { FormInstance } from 'antd-mobile/es/components/form';
import { ApiError, reportError } from './api.ts';

/**
 * Shows the server's reason beside the field: VALIDATION issues name their field; other error keys
 * (INVALID_CODE, MOBILE_TAKEN, ...) are placed by `fieldOfError`. Anything else becomes a toast.
 */
export function showErrorOnForm(
  form: FormInstance,
  error: unknown,
  fieldOfError: Readonly<Record<string, string>> = {},
): void {
  if (error instanceof ApiError && !error.isHandled) {
    const known = new Set(form.getFieldsError().map((entry) => entry.name.join('.')));
    const issues = error.fields.filter((issue) => known.has(issue.field));
    if (issues.length > 0) {
      form.setFields(issues.map((issue) => ({ name: issue.field, errors: [issue.message] })));
      scrollToFirstError();
      return;
    }
    const field = error.error ? fieldOfError[error.error] : undefined;
    if (field && known.has(field)) {
      form.setFields([{ name: field, errors: [error.message] }]);
      scrollToFirstError();
      return;
    }
  }
  reportError(error);
}

/**
 * Brings the first field showing an error into view once it is drawn (a form's `onFinishFailed`,
 * and the server's reasons above). Its scroll-margin-top (app.css) stops it below the sticky
 * navigation bar rather than under it.
 */
export function scrollToFirstError(): void {
  requestAnimationFrame(() => {
    document.querySelector('.adm-form-item-has-error')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  });
}
