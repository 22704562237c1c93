// What a browser needs of a call: its method and path as values, its shapes as types only. Nothing
// here imports zod at run time, so the apps can ship the manifest without the schemas.
import type { BodyOf, CallDef, OperatorRole, QueryOf, ResultOf } from './call.ts';

/** What a call takes: its body for POST, its query for GET, nothing when the contract has neither. */
export type ParamsOf<C> = [BodyOf<C>] extends [never]
  ? [QueryOf<C>] extends [never]
    ? undefined
    : QueryOf<C>
  : BodyOf<C>;

/** A call as the apps reach it; `P` and `R` exist for typing only. */
export interface Endpoint<P = unknown, R = unknown> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Operator roles allowed (operator calls); empty means any operator. */
  readonly roles?: readonly OperatorRole[];
  readonly types?: { params: P; result: R };
}

/** The manifest entry of a contract call. */
export type EndpointOf<C extends CallDef> = Endpoint<ParamsOf<C>, ResultOf<C>>;

export type EndpointParams<E> = E extends Endpoint<infer P, infer _R> ? P : never;
export type EndpointResult<E> = E extends Endpoint<infer _P, infer R> ? R : never;
