import type { MemberUser } from '@mall/contracts';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';

/** What the generic field page (`pages/set/field?field=...`) can edit. */
export const editableFields = ['nickname', 'sex', 'birthday', 'email', 'coach'] as const;
export type EditableField = (typeof editableFields)[number];

export function isEditableField(value: string | null): value is EditableField {
  return (editableFields as readonly string[]).includes(value ?? '');
}

export function fieldPath(field: EditableField): string {
  return `${paths.setField}?field=${field}`;
}

export const sexLabelId: Record<NonNullable<MemberUser['sex']>, WebMessageId> = {
  male: 'webAccount.sex.male',
  female: 'webAccount.sex.female',
  other: 'webAccount.sex.other',
};

export const fieldTitleId: Record<EditableField, WebMessageId> = {
  nickname: 'field.nickname',
  sex: 'field.sex',
  birthday: 'field.birthday',
  email: 'field.email',
  coach: 'webAccount.profile.coach',
};
