// Identity verification (personal, foreigner, company), its private images, banks and bank cards.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idInput, paging, page } from '../common.ts';
import {
  bankCardStatuses,
  bankCountries,
  identityImageSlots,
  identityKinds,
  identityRejectCodes,
  identityRejectTemplates,
  identityStates,
} from '../identity-enums.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
/** Id and passport numbers are Latin letters, digits and separators: never Chinese characters. */
const noChinese = (schema: z.ZodString) =>
  schema.refine((value) => !/[\u3400-\u9fff\uf900-\ufaff]/u.test(value), {
    message: 'ID_HAS_CHINESE',
  });
const emailInput = z.email({ message: 'INVALID_EMAIL' }).max(120);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'INVALID_DATE' });
/** Template reasons as a list, or as one comma-separated form field. */
const rejectTemplateList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value,
  z.array(z.enum(identityRejectTemplates)).max(identityRejectTemplates.length),
);
/** The template reasons of a rejection; absent on an older one. */
const rejectTemplatesView = z.array(z.enum(identityRejectTemplates)).optional();

export const personalCertFields = z.object({
  firstName: text(60),
  lastName: text(60),
  idNumber: noChinese(text(32)),
  address: text(300),
  email: emailInput,
  province: text(60),
  city: text(60),
  area: text(60),
  zip: text(12),
});

export const foreignerCertFields = z.object({
  firstName: text(60),
  lastName: text(60),
  passportNo: noChinese(text(32)),
  passportExpiry: isoDate,
  gender: z.preprocess(
    (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
    z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ),
  nationality: text(60),
  workAddress: text(300),
  email: emailInput,
  province: text(60),
  district: text(60),
  town: text(60),
  zip: text(12),
});

const director = z.object({
  name: text(80),
  idNumber: noChinese(
    z.string().trim().min(16, { message: 'DIRECTOR_ID_LENGTH' }).max(18, { message: 'DIRECTOR_ID_LENGTH' }),
  ),
});

/** Form bodies carry the director list as JSON text; JSON bodies as an array. */
const directorList = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(director).min(1).max(20));

export const companyCertFields = z.object({
  companyName: text(120),
  companyCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{18}$/, { message: 'COMPANY_CODE_FORMAT' }),
  headOfficeAddress: text(300),
  email: emailInput,
  directors: directorList,
});

/** `member/companyCert` carries both: `certType` "foreigner" is a foreigner, anything else (or none) a company. */
const companyCertBody = z.preprocess(
  (value) => (value && typeof value === 'object' && !('certType' in value) ? { ...value, certType: 'company' } : value),
  z.discriminatedUnion('certType', [
    companyCertFields.extend({ certType: z.literal('company') }),
    foreignerCertFields.extend({ certType: z.literal('foreigner') }),
  ]),
);

const signedImage = z.object({ slot: z.enum(identityImageSlots), url: z.string(), expiresAt: z.string() });

export const certView = z.object({
  kind: z.enum(identityKinds).nullable(),
  state: z.enum(identityStates),
  rejectCode: z.enum(identityRejectCodes).nullable(),
  /** The reviewer's free note, shown as given. */
  rejectReasons: z.string().nullable(),
  rejectTemplates: rejectTemplatesView,
  /** The template reasons in the reader's language, in the order picked. */
  rejectTexts: z.array(z.string()).optional(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  personal: personalCertFields.nullable(),
  // Answers carry plain values: the body's form-text readers (preprocess) have no place in a result.
  foreigner: foreignerCertFields.extend({ gender: z.number().int() }).nullable(),
  company: companyCertFields.extend({ directors: z.array(director) }).nullable(),
  /** Signed links, valid for a few minutes, to the images uploaded for this submission. */
  images: z.array(signedImage),
});

const certStatus = certView.pick({
  kind: true,
  state: true,
  rejectCode: true,
  rejectReasons: true,
  rejectTemplates: true,
  rejectTexts: true,
  submittedAt: true,
  reviewedAt: true,
});

export const identity = {
  personalCert: defineCall({
    method: 'POST',
    path: '/mallapi/member/personalCert',
    auth: 'member',
    summary:
      'Submit personal identity (needs the idFront, idBack, idHolding and bankBook images); first time or after a rejection',
    body: personalCertFields,
    result: certView,
  }),
  companyCert: defineCall({
    method: 'POST',
    path: '/mallapi/member/companyCert',
    auth: 'member',
    summary:
      'Submit company identity, or foreigner identity when `certType` is "foreigner" (passport fields and images); first time or after a rejection',
    body: companyCertBody,
    result: certView,
  }),
  updateIdImage: defineCall({
    method: 'POST',
    path: '/mallapi/member/updateIdImage',
    auth: 'member',
    summary:
      'Upload one identity image (multipart: field `slot`, then the file `file`; JPEG, PNG, WebP, HEIC or AVIF, at most 8 MB); stored privately',
    multipart: { file: 'file', fields: z.object({ slot: z.enum(identityImageSlots) }) },
    result: signedImage,
  }),
} as const;

export const memberCert = {
  getCertInfo: defineCall({
    method: 'GET',
    path: '/mallapi/memberCert/getCertInfo',
    auth: 'member',
    summary: "The member's identity: kind, state, rejection, fields and signed links to the images",
    result: certView,
  }),
  getCertStatus: defineCall({
    method: 'GET',
    path: '/mallapi/memberCert/getCertStatus',
    auth: 'member',
    summary: "The member's identity state and, after a rejection, its code and reasons",
    result: certStatus,
  }),
} as const;

export const bankView = z.object({
  code: z.string(),
  country: z.enum(bankCountries),
  shortName: z.string(),
  name: z.string(),
  /** A generated tile (SVG) with the bank's short name: not the bank's trademark. */
  logo: z.string(),
});

export const bank = {
  banklist: defineCall({
    method: 'GET',
    path: '/mallapi/bank/banklist',
    auth: 'public',
    summary:
      'Banks in Thailand (Bank of Thailand codes) and mainland China (CNAPS codes), named in the caller language',
    query: z.object({ country: z.enum(bankCountries).optional() }),
    result: z.array(bankView),
  }),
} as const;

export const bankCardView = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  bankLogo: z.string(),
  /** Masked: only the last four digits are shown. */
  accountNo: z.string(),
  branch: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  isCompany: z.boolean(),
  status: z.union(
    bankCardStatuses.map((status) => z.literal(status)) as [
      z.ZodLiteral<0>,
      z.ZodLiteral<1>,
      z.ZodLiteral<2>,
      z.ZodLiteral<3>,
    ],
  ),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
});

export const memberBank = {
  add: defineCall({
    method: 'POST',
    path: '/mallapi/memberBank/add',
    auth: 'member',
    summary:
      'Add a bank card (approved identity needed; the holder, or the company name for a company, must match it); starts "to be inspected"',
    body: z.object({
      bankCode: text(12),
      accountNo: z
        .string()
        .trim()
        .regex(/^\d[\d -]{5,30}\d$/, { message: 'ACCOUNT_NO_FORMAT' }),
      branch: text(120),
      firstName: text(60),
      lastName: text(60),
      companyName: z.string().trim().max(120).optional(),
    }),
    result: bankCardView,
  }),
  selectList: defineCall({
    method: 'GET',
    path: '/mallapi/memberBank/selectList',
    auth: 'member',
    summary: "The member's bank cards, account numbers masked",
    result: z.array(bankCardView),
  }),
  deleteById: defineCall({
    method: 'POST',
    path: '/mallapi/memberBank/deleteById',
    auth: 'member',
    summary: 'Remove one of the member’s bank cards',
    body: z.object({ id: idInput }),
    result: z.null(),
  }),
} as const;

const reviewSummary = z.object({
  memberId: z.number().int(),
  username: z.string(),
  kind: z.enum(identityKinds),
  state: z.enum(identityStates),
  name: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectCode: z.enum(identityRejectCodes).nullable(),
  rejectReasons: z.string().nullable(),
  rejectTemplates: rejectTemplatesView,
});

const adminBankCard = bankCardView.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** The full number: only the review screen shows it. */
  accountNo: z.string(),
});

export const adminIdentity = {
  page: defineCall({
    method: 'GET',
    path: '/adminapi/identity/page',
    auth: 'operator',
    roles: ['identity'],
    summary: 'Identity review queue, oldest submission first; filter by kind, state and member (no documents)',
    query: z.object({
      ...paging.shape,
      kind: z.enum(identityKinds).optional(),
      state: z.enum(identityStates).optional(),
      memberId: idInput.optional(),
    }),
    result: page(reviewSummary),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/adminapi/identity/detail',
    auth: 'operator',
    roles: ['identity'],
    summary: "One member's identity with signed links to its images; every view is audited",
    query: z.object({ memberId: idInput }),
    result: certView.extend({ memberId: z.number().int(), username: z.string() }),
  }),
  approve: defineCall({
    method: 'POST',
    path: '/adminapi/identity/approve',
    auth: 'operator',
    roles: ['identity'],
    summary: 'Approve a submission under review',
    body: z.object({ memberId: idInput }),
    result: certStatus,
  }),
  reject: defineCall({
    method: 'POST',
    path: '/adminapi/identity/reject',
    auth: 'operator',
    roles: ['identity'],
    summary:
      'Reject a submission under review with template reasons (the member reads them in their language) and/or a free note',
    body: z
      .object({
        memberId: idInput,
        /** Absent: `IMAGE_UNCLEAR` when every template is about the images, else `DATA_MISMATCH`. */
        code: z.enum(identityRejectCodes).optional(),
        templates: rejectTemplateList.default([]),
        /** A free note, shown to the member as given. */
        reasons: z.string().trim().max(500).default(''),
      })
      .refine((body) => body.templates.length > 0 || body.reasons !== '', {
        path: ['templates'],
        message: 'REJECT_REASON_REQUIRED',
      }),
    result: certStatus,
  }),
  bankCardPage: defineCall({
    method: 'GET',
    path: '/adminapi/identity/bankCard/page',
    auth: 'operator',
    roles: ['identity', 'finance'],
    summary: 'Bank cards to review (full account numbers), oldest first; filter by status',
    query: z.object({
      ...paging.shape,
      status: z.preprocess(
        (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
        z.number().int().min(0).max(3).optional(),
      ),
    }),
    result: page(adminBankCard),
  }),
  memberBankCards: defineCall({
    method: 'GET',
    path: '/adminapi/identity/bankCard/member',
    auth: 'operator',
    roles: ['identity', 'finance'],
    summary: "One member's bank cards for the member page, newest first, account numbers masked",
    query: z.object({ memberId: idInput }),
    result: z.array(bankCardView),
  }),
  bankCardReview: defineCall({
    method: 'POST',
    path: '/adminapi/identity/bankCard/review',
    auth: 'operator',
    roles: ['identity', 'finance'],
    summary: 'Decide a card to be inspected: 1 passed, 2 failed, 3 review failed (with a note)',
    body: z.object({
      id: idInput,
      status: z.preprocess(
        (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
        z.union([z.literal(1), z.literal(2), z.literal(3)]),
      ),
      note: z.string().trim().max(300).optional(),
    }),
    result: adminBankCard,
  }),
} as const;
