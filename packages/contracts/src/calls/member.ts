import { z } from 'zod';
import { sexes } from '../enums.ts';
import { defineCall } from '../call.ts';
import { blankAsAbsent as optional, formBoolean, idInput, intInput, paging } from '../common.ts';
import { codeInput, mobileInput } from './verify.ts';

export const memberUser = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** E.164, e.g. +66812345678. */
  mobile: z.string().nullable(),
  inviteCode: z.string(),
  level: z.number().int().min(1).max(3),
  /** 0 English, 1 Simplified Chinese, 2 Traditional Chinese, 3 Thai. */
  language: z.number().int().min(0).max(3),
  /** The 200 px avatar, or null. */
  headImage: z.string().nullable(),
  headImage100: z.string().nullable(),
  headImage200: z.string().nullable(),
  headImage800: z.string().nullable(),
  sex: z.enum(sexes).nullable(),
  /** YYYY-MM-DD. */
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  sponsorName: z.string().nullable(),
  sponsorInviteCode: z.string().nullable(),
  coachName: z.string().nullable(),
  coachInviteCode: z.string().nullable(),
  personalizedRecommendation: z.boolean(),
  homepagePacerAlert: z.boolean(),
  createdAt: z.string(),
});
export type MemberUser = z.infer<typeof memberUser>;

const usernameInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, { message: 'USERNAME_FORMAT' });
const nicknameInput = z.string().trim().min(1).max(40);
const birthdayInput = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now();
  });
const emailInput = z.email({ message: 'INVALID_EMAIL' }).max(120);
const changePassword = z.string().min(6).max(20);
/** Empty form fields mean "not given". */
const personRef = z.object({ nickname: z.string(), inviteCode: z.string(), headImage: z.string().nullable() });

export const openAccount = z.object({
  provider: z.string(),
  name: z.string(),
  isBound: z.boolean(),
  displayName: z.string().nullable(),
  boundAt: z.string().nullable(),
});

const oauthRedirect = z.object({ step: z.literal('redirect'), authorizeUrl: z.string(), state: z.string() });
const oauthStart = {
  provider: z.string().trim().min(1).max(32),
  /** Where the provider sends the browser back with `code` and `state`. */
  redirectUri: z.url({ protocol: /^https?$/ }).max(500),
  code: optional(z.string().min(1).max(2000)),
  state: optional(z.string().min(1).max(200)),
};

export const sessionResult = z.object({
  token: z.string(),
  /** When the token stops working, ISO 8601. */
  invalidTime: z.string(),
  user: memberUser,
});

export const member = {
  login: defineCall({
    method: 'POST',
    path: '/mallapi/member/login',
    auth: 'public',
    summary: 'Log in with user name or mobile and password',
    body: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(6).max(64) }),
    result: sessionResult,
  }),
  getUser: defineCall({
    method: 'GET',
    path: '/mallapi/member/getUser',
    auth: 'member',
    summary: 'The logged-in member',
    result: memberUser,
  }),
  register: defineCall({
    method: 'POST',
    path: '/mallapi/member/register',
    auth: 'public',
    summary: 'Sign up with a mobile number, its register code and a password; answers a session',
    body: z.object({
      mobile: mobileInput,
      code: codeInput,
      password: z.string().min(6).max(64),
      inviteCode: optional(z.string().trim().toUpperCase().max(16)),
      username: optional(usernameInput),
      agree: formBoolean.refine((value) => value, { message: 'AGREE_REQUIRED' }),
    }),
    result: sessionResult,
  }),
  getUserName: defineCall({
    method: 'GET',
    path: '/mallapi/member/getUserName',
    auth: 'public',
    summary: 'Whose invite code this is',
    query: z.object({ inviteCode: z.string().trim().toUpperCase().min(1).max(16) }),
    result: personRef,
  }),
  loginCode: defineCall({
    method: 'POST',
    path: '/mallapi/verify/loginCode',
    auth: 'public',
    summary: 'Log in with a mobile number and its login code',
    body: z.object({ mobile: mobileInput, code: codeInput }),
    result: sessionResult,
  }),
  memberinfo: defineCall({
    method: 'GET',
    path: '/mallapi/member/memberinfo',
    auth: 'member',
    summary: 'The profile page: the member, sponsor, coach and linked accounts',
    result: z.object({
      user: memberUser,
      sponsor: personRef.nullable(),
      coach: personRef.nullable(),
      openAccounts: z.array(openAccount),
    }),
  }),
  getMemberCommonInfo: defineCall({
    method: 'GET',
    path: '/mallapi/member/getMemberCommonInfo',
    auth: 'optional',
    summary: 'What every page header shows; a guest is memberId 0, name Customer',
    result: z.object({
      memberId: z.number().int(),
      nickname: z.string(),
      headImage: z.string().nullable(),
      level: z.number().int().min(0).max(3),
      inviteCode: z.string().nullable(),
      isGuest: z.boolean(),
    }),
  }),
  update: defineCall({
    method: 'POST',
    path: '/mallapi/member/update',
    auth: 'member',
    summary: 'Change several profile fields at once; omitted fields stay',
    body: z.object({
      username: optional(usernameInput),
      nickname: optional(nicknameInput),
      sex: optional(z.enum(sexes)),
      birthday: optional(birthdayInput),
      email: optional(emailInput),
    }),
    result: memberUser,
  }),
  updateNick: defineCall({
    method: 'POST',
    path: '/mallapi/member/updateNick',
    auth: 'member',
    summary: 'Change the nickname',
    body: z.object({ nickname: nicknameInput }),
    result: memberUser,
  }),
  updateSex: defineCall({
    method: 'POST',
    path: '/mallapi/member/updateSex',
    auth: 'member',
    summary: 'Change the sex: male, female or other',
    body: z.object({ sex: z.enum(sexes) }),
    result: memberUser,
  }),
  updateBirthday: defineCall({
    method: 'POST',
    path: '/mallapi/member/updateBirthday',
    auth: 'member',
    summary: 'Change the birthday (YYYY-MM-DD, not in the future)',
    body: z.object({ birthday: birthdayInput }),
    result: memberUser,
  }),
  updateHeadImage: defineCall({
    method: 'POST',
    path: '/mallapi/member/updateHeadImage',
    auth: 'member',
    summary: 'Upload an avatar (multipart field `file`: JPEG, PNG, WebP, GIF or AVIF, at most 5 MB)',
    multipart: { file: 'file' },
    result: memberUser,
  }),
  updateLanguage: defineCall({
    method: 'POST',
    path: '/mallapi/member/updateLanguage',
    auth: 'member',
    summary: 'Remember the language: 0 English, 1 Simplified Chinese, 2 Traditional Chinese, 3 Thai',
    body: z.object({ language: intInput(z.number().int().min(0).max(3)) }),
    result: memberUser,
  }),
  updateCoach: defineCall({
    method: 'POST',
    path: '/mallapi/member/updateCoach',
    auth: 'member',
    summary: 'Name a coach by invite code (the sponsor never changes)',
    body: z.object({ inviteCode: z.string().trim().toUpperCase().min(1).max(16) }),
    result: memberUser,
  }),
  updatePassword: defineCall({
    method: 'POST',
    path: '/mallapi/member/updatePassword',
    auth: 'member',
    summary: 'Change the password, proven by the old password or a reset code sent to the own mobile',
    body: z
      .object({
        password: changePassword,
        confirmPassword: changePassword,
        oldPassword: optional(z.string().max(64)),
        code: optional(codeInput),
      })
      .refine((body) => body.password === body.confirmPassword, {
        message: 'PASSWORD_MISMATCH',
        path: ['confirmPassword'],
      })
      .refine((body) => body.oldPassword !== undefined || body.code !== undefined, {
        message: 'PROOF_REQUIRED',
        path: ['oldPassword'],
      }),
    result: z.null(),
  }),
  bindmobile: defineCall({
    method: 'POST',
    path: '/mallapi/member/bindmobile',
    auth: 'member',
    summary: 'Bind a new mobile number, proven by a bind code sent to that number',
    body: z.object({ mobile: mobileInput, code: codeInput }),
    result: memberUser,
  }),
  personalizedRecommendation: defineCall({
    method: 'POST',
    path: '/mallapi/member/personalizedRecommendation',
    auth: 'member',
    summary: 'Turn personalised recommendations on or off; without `enabled` just reads it',
    body: z.object({ enabled: optional(formBoolean) }),
    result: z.object({ enabled: z.boolean() }),
  }),
  updateHomepagePacerAlert: defineCall({
    method: 'POST',
    path: '/mallapi/member/updateHomepagePacerAlert',
    auth: 'member',
    summary: 'Show or hide the pacer alert on the home page',
    body: z.object({ enabled: formBoolean }),
    result: z.object({ enabled: z.boolean() }),
  }),
  homepagePacerAlert: defineCall({
    method: 'GET',
    path: '/mallapi/member/homepagePacerAlert',
    auth: 'member',
    summary: 'Whether the home page shows the pacer alert',
    result: z.object({ enabled: z.boolean() }),
  }),
  delete: defineCall({
    method: 'POST',
    path: '/mallapi/member/delete',
    auth: 'member',
    summary: 'Delete the account, confirmed by a delete code (or the password when no mobile is bound)',
    body: z
      .object({ code: optional(codeInput), password: optional(z.string().max(64)) })
      .refine((body) => body.code !== undefined || body.password !== undefined, {
        message: 'PROOF_REQUIRED',
        path: ['code'],
      }),
    result: z.null(),
  }),
  openLoginProviders: defineCall({
    method: 'GET',
    path: '/mallapi/member/openLoginProviders',
    auth: 'public',
    summary: 'Third-party login buttons; empty while showOpenLogin is off',
    result: z.object({ enabled: z.boolean(), providers: z.array(z.object({ key: z.string(), name: z.string() })) }),
  }),
  openLogin: defineCall({
    method: 'POST',
    path: '/mallapi/member/openLogin',
    auth: 'public',
    summary: 'Third-party login: without `code` answers where to send the browser; with `code` and `state` a session',
    body: z.object({ ...oauthStart, inviteCode: optional(z.string().trim().toUpperCase().max(16)) }),
    result: z.discriminatedUnion('step', [
      oauthRedirect,
      sessionResult.extend({ step: z.literal('session'), isNew: z.boolean() }),
    ]),
  }),
  wxLogin: defineCall({
    method: 'POST',
    path: '/mallapi/member/wxLogin',
    auth: 'public',
    summary: 'openLogin through the provider configured with key `wechat`',
    body: z.object({
      ...oauthStart,
      provider: z.string().trim().min(1).max(32).default('wechat'),
      inviteCode: optional(z.string().trim().toUpperCase().max(16)),
    }),
    result: z.discriminatedUnion('step', [
      oauthRedirect,
      sessionResult.extend({ step: z.literal('session'), isNew: z.boolean() }),
    ]),
  }),
  bindOpenAccount: defineCall({
    method: 'POST',
    path: '/mallapi/member/bindOpenAccount',
    auth: 'member',
    summary: 'Link a third-party account: without `code` answers where to send the browser; with it links',
    body: z.object(oauthStart),
    result: z.discriminatedUnion('step', [oauthRedirect, z.object({ step: z.literal('bound'), account: openAccount })]),
  }),
  unbindOpenAccount: defineCall({
    method: 'POST',
    path: '/mallapi/member/unbindOpenAccount',
    auth: 'member',
    summary: 'Unlink a third-party account',
    body: z.object({ provider: z.string().trim().min(1).max(32) }),
    result: z.null(),
  }),
  getOpenAccountList: defineCall({
    method: 'GET',
    path: '/mallapi/member/getOpenAccountList',
    auth: 'member',
    summary: 'Every enabled provider and whether this member is linked to it',
    result: z.array(openAccount),
  }),
  exit: defineCall({
    method: 'GET',
    path: '/mallapi/member/exit',
    auth: 'member',
    summary: 'Revoke the current session token',
    result: z.null(),
  }),
} as const;

export const memberStatuses = ['active', 'disabled', 'deleted'] as const;

/** Why a member's level changed: a paid set order (the cause id is the order's), or an operator. */
export const levelChangeCauses = ['set_order', 'operator'] as const;
export type LevelChangeCause = (typeof levelChangeCauses)[number];

export const levelChangeView = z.object({
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  causeKind: z.enum(levelChangeCauses),
  /** The order's id for `set_order`; the operator's id for `operator`. */
  causeId: z.number().int().nullable(),
  at: z.string(),
});

export const adminMemberSummary = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  inviteCode: z.string(),
  level: z.number().int(),
  status: z.enum(memberStatuses),
  sponsorName: z.string().nullable(),
  createdAt: z.string(),
});

export const adminMembers = {
  page: defineCall({
    method: 'GET',
    path: '/adminapi/members/page',
    auth: 'operator',
    roles: ['admin', 'operator'],
    summary: 'Members, newest first; `keyword` matches user name, mobile or invite code',
    query: z.object({
      ...paging.shape,
      keyword: optional(z.string().trim().max(64)),
      status: optional(z.enum(memberStatuses)),
    }),
    result: z.object({
      list: z.array(adminMemberSummary),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      hasMore: z.boolean(),
    }),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/adminapi/members/detail',
    auth: 'operator',
    roles: ['admin', 'operator'],
    summary: 'One member: profile, level and its history, sponsor, status and active sessions',
    query: z.object({ memberId: idInput }),
    result: z.object({
      member: adminMemberSummary.extend({
        email: z.string().nullable(),
        sex: z.enum(sexes).nullable(),
        birthday: z.string().nullable(),
        language: z.number().int(),
        headImage: z.string().nullable(),
        sponsorId: z.number().int().nullable(),
        sponsorInviteCode: z.string().nullable(),
        deletedAt: z.string().nullable(),
      }),
      sessions: z.array(z.object({ id: z.number().int(), createdAt: z.string(), expiresAt: z.string() })),
      openAccounts: z.array(z.object({ provider: z.string(), displayName: z.string(), boundAt: z.string() })),
      /** Every change of the member's level with its cause, newest first. */
      levelChanges: z.array(levelChangeView),
    }),
  }),
  disable: defineCall({
    method: 'POST',
    path: '/adminapi/members/disable',
    auth: 'operator',
    roles: ['admin', 'operator'],
    summary: 'Disable a member: every token stops working at once',
    body: z.object({ memberId: idInput }),
    result: adminMemberSummary,
  }),
  enable: defineCall({
    method: 'POST',
    path: '/adminapi/members/enable',
    auth: 'operator',
    roles: ['admin', 'operator'],
    summary: 'Enable a disabled member again',
    body: z.object({ memberId: idInput }),
    result: adminMemberSummary,
  }),
  setOauthClientSecret: defineCall({
    method: 'POST',
    path: '/adminapi/members/setOauthClientSecret',
    auth: 'operator',
    roles: ['admin'],
    summary: 'Store the client secret of a third-party login provider (write-only: never read back)',
    body: z.object({
      provider: z
        .string()
        .trim()
        .regex(/^[a-z0-9_-]{2,32}$/),
      secret: z.string().min(1).max(500),
    }),
    result: z.object({ provider: z.string(), hasSecret: z.literal(true) }),
  }),
} as const;
