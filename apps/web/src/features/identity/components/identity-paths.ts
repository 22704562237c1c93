import type { IdentityKind } from '@mall/contracts/browser';
import { paths } from '@/lib/paths.ts';

/** The form and the view page of each kind. */
export const formPath: Record<IdentityKind, string> = {
  personal: paths.setIdPersonal,
  foreigner: paths.setIdForeigner,
  company: paths.setIdCompany,
};

export const viewPath: Record<IdentityKind, string> = {
  personal: paths.setViewPersonal,
  foreigner: paths.setViewForeigner,
  company: paths.setViewCompany,
};
