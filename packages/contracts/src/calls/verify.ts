import { z } from 'zod';
import { defineCall } from '../call.ts';

export const codePurposes = ['register', 'login', 'bind', 'reset', 'delete'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** A mobile number as typed: national (0812345678, 13800138000) or international (+66...). */
export const mobileInput = z
  .string()
  .trim()
  .min(1)
  .max(24)
  .regex(/^\+?[\d\s-]+$/, { message: 'INVALID_MOBILE' });
export const codeInput = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'INVALID_CODE' });

export const verify = {
  smscode: defineCall({
    method: 'POST',
    path: '/mallapi/verify/smscode',
    auth: 'public',
    summary: 'Send a one-time code by SMS; answers the same whether or not the number has an account',
    body: z.object({ mobile: mobileInput, type: z.enum(codePurposes) }),
    result: z.object({ mobile: z.string(), expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() }),
  }),
  checkCode: defineCall({
    method: 'POST',
    path: '/mallapi/verify/checkCode',
    auth: 'public',
    summary: 'Check a one-time code without spending it (a wrong try still counts)',
    body: z.object({ mobile: mobileInput, type: z.enum(codePurposes), code: codeInput }),
    result: z.object({ valid: z.literal(true) }),
  }),
  checkUsername: defineCall({
    method: 'POST',
    path: '/mallapi/verify/checkUsername',
    auth: 'public',
    summary: 'Whether a user name is well-formed and still free',
    body: z.object({ username: z.string().trim().min(1).max(64) }),
    result: z.object({ available: z.boolean() }),
  }),
  univerify: defineCall({
    method: 'GET',
    path: '/mallapi/verify/uniapp/univerify',
    auth: 'public',
    summary: 'One-tap carrier login; not available in the web shop',
    result: z.null(),
  }),
} as const;
