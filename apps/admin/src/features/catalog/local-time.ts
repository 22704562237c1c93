// Instants as the operator's datetime-local inputs show them, and back.

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the operator's local "2025-06-01T10:00". */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The operator's local time as an instant; text that is not a time goes as typed for the server to refuse. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
