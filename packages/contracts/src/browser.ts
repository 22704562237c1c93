// The apps' entry to the contracts: the call manifest, the wire shapes and money, without zod at run
// time (a test walks this file's imports). Schemas stay with the server and `@mall/contracts`.
export { calls } from './manifest.ts';
export type { Endpoint, EndpointOf, EndpointParams, EndpointResult, ParamsOf } from './endpoint.ts';
export type { BodyOf, QueryOf, ResultOf } from './call.ts';
export { errorKinds, type Envelope, type ErrorKind, type FieldIssue, type Page } from './envelope.ts';
export { formatMinor, parseMinor, type MoneyScale } from './money.ts';
export * from './enums.ts';
export { pickText } from './text.ts';
export type { LocalizedText } from './common.ts';
export * from './identity-enums.ts';
export * from './coupon-enums.ts';
export * from './spend-sources.ts';
export * from './timeline-enums.ts';
