import type { FieldIssue } from './api.ts';

type NamePath = (string | number)[];

/**
 * The server's field issues as antd form errors. `toName` receives the issue's path
 * (`value.0.name.zh_CN` → ['value', 0, 'name', 'zh_CN']) and answers the form field that shows it,
 * or null when no field on the form matches.
 */
export function formErrors<N extends NamePath | string>(
  issues: readonly FieldIssue[],
  toName: (path: NamePath) => N | null,
) {
  const byName = new Map<string, { name: N; errors: string[] }>();
  for (const issue of issues) {
    const path = issue.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const name = toName(path);
    if (!name) continue;
    const id = JSON.stringify(name);
    const entry = byName.get(id) ?? { name, errors: [] };
    entry.errors.push(issue.message);
    byName.set(id, entry);
  }
  return [...byName.values()];
}
