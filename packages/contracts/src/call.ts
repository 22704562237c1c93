import type { z } from 'zod';

/** Who may make a call: anyone, a shopper with or without a session, a logged-in member, an operator. */
export type CallAuth = 'public' | 'optional' | 'member' | 'operator';

export interface CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  auth: CallAuth;
  summary: string;
  /** Operator roles allowed; empty means any operator. */
  roles?: readonly OperatorRole[];
  query?: Q;
  body?: B;
  result: R;
}

export const operatorRoles = ['admin', 'operator', 'finance', 'identity'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export function defineCall<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(call: CallDef<Q, B, R>): CallDef<Q, B, R> {
  return call;
}

export type ResultOf<C> = C extends CallDef<infer _Q, infer _B, infer R> ? z.infer<R> : never;
export type BodyOf<C> = C extends CallDef<infer _Q, infer B, infer _R> ? (B extends z.ZodType ? z.input<B> : never) : never;
export type QueryOf<C> = C extends CallDef<infer Q, infer _B, infer _R> ? (Q extends z.ZodType ? z.input<Q> : never) : never;
