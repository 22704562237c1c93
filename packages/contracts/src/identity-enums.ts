// Identity verification and bank cards: the closed lists both the server and the apps read (no zod).

export const identityKinds = ['personal', 'foreigner', 'company'] as const;
export type IdentityKind = (typeof identityKinds)[number];

/** none: never submitted; review: waiting for an operator (2-3 working days); then approved or rejected. */
export const identityStates = ['none', 'review', 'approved', 'rejected'] as const;
export type IdentityState = (typeof identityStates)[number];

/** Why a submission was refused: the data does not match or is misspelt, or an image is blurred or incomplete. */
export const identityRejectCodes = ['DATA_MISMATCH', 'IMAGE_UNCLEAR'] as const;
export type IdentityRejectCode = (typeof identityRejectCodes)[number];

/**
 * The shop's reasons a reviewer picks from to reject a submission, each with its text in four
 * languages (`identity.rejectTemplate.<template>`), so every member reads them in their own.
 */
export const identityRejectTemplates = [
  'NAME_MISMATCH',
  'NUMBER_MISMATCH',
  'IMAGE_UNCLEAR',
  'HOLDING_PHOTO',
  'DOCUMENT_EXPIRED',
  'BANK_BOOK_MISMATCH',
  'COMPANY_MISMATCH',
] as const;
export type IdentityRejectTemplate = (typeof identityRejectTemplates)[number];

/** Templates about the images: a rejection made only of these is coded `IMAGE_UNCLEAR`. */
export const imageRejectTemplates: readonly IdentityRejectTemplate[] = ['IMAGE_UNCLEAR', 'HOLDING_PHOTO'];

export const identityImageSlots = [
  'idFront',
  'idBack',
  'idHolding',
  'bankBook',
  'passportCover',
  'passportInfo',
  'passportHolding',
  'licence',
] as const;
export type IdentityImageSlot = (typeof identityImageSlots)[number];

/** The images each kind must carry before it can be submitted. */
export const identitySlotsByKind: Record<IdentityKind, readonly IdentityImageSlot[]> = {
  personal: ['idFront', 'idBack', 'idHolding', 'bankBook'],
  foreigner: ['passportCover', 'passportInfo', 'passportHolding'],
  company: ['licence'],
};

/** 0 to be inspected, 1 passed, 2 failed, 3 review failed. */
export const bankCardStatuses = [0, 1, 2, 3] as const;
export type BankCardStatus = (typeof bankCardStatuses)[number];
export const BANK_CARD_PASSED = 1;

export const bankCountries = ['TH', 'CN'] as const;
export type BankCountry = (typeof bankCountries)[number];
