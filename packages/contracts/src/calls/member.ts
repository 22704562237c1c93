import { z } from 'zod';
import { defineCall } from '../call.ts';

export const memberUser = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  inviteCode: z.string(),
  level: z.number().int().min(1).max(3),
  language: z.number().int().min(0).max(3),
  headImage: z.string().nullable(),
});
export type MemberUser = z.infer<typeof memberUser>;

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
  exit: defineCall({
    method: 'GET',
    path: '/mallapi/member/exit',
    auth: 'member',
    summary: 'Revoke the current session token',
    result: z.null(),
  }),
} as const;
