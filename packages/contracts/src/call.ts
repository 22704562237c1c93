import type { z } from 'zod';

/** Who may make a call: anyone, a shopper with or without a session, a logged-in member, an operator. */
export type CallAuth = 'public' | 'optional' | 'member' | 'operator';

export interface CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends CallAuth = CallAuth,
> {
  method: 'GET' | 'POST';
  path: string;
  auth: A;
  summary: string;
  /** Operator roles allowed; empty means any operator. */
  roles?: readonly OperatorRole[];
  query?: Q;
  body?: B;
  result: R;
  /**
   * Message ids naming this call's fields where the shared `field.<name>` label would mislead
   * (a field name several calls use for different things).
   */
  fieldLabels?: Readonly<Record<string, string>>;
  /** A file upload: a multipart body with the file in the part `file`, after the text parts `fields`. */
  multipart?: { file: string; fields?: z.ZodType };
}

export const operatorRoles = ['admin', 'operator', 'finance', 'identity'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export function defineCall<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends CallAuth = CallAuth,
>(call: CallDef<Q, B, R, A>): CallDef<Q, B, R, A> {
  return call;
}

/** What a call answers in `result`. */
export type ResultOf<C> = C extends CallDef<infer _Q, infer _B, infer R, infer _A> ? z.infer<R> : never;
/** What a client sends as the body (before defaults and coercion). */
export type BodyOf<C> =
  C extends CallDef<infer _Q, infer B, infer _R, infer _A> ? (B extends z.ZodType ? z.input<B> : never) : never;
/** What a client sends as the query string. */
export type QueryOf<C> =
  C extends CallDef<infer Q, infer _B, infer _R, infer _A> ? (Q extends z.ZodType ? z.input<Q> : never) : never;
/** The body and query as the server sees them after parsing. */
export type ParsedBodyOf<C> =
  C extends CallDef<infer _Q, infer B, infer _R, infer _A> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
export type ParsedQueryOf<C> =
  C extends CallDef<infer Q, infer _B, infer _R, infer _A> ? (Q extends z.ZodType ? z.output<Q> : undefined) : never;
export type AuthOf<C> = C extends CallDef<infer _Q, infer _B, infer _R, infer A> ? A : never;
