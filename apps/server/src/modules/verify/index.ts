export { VerifyService } from './verify.service.ts';
export { RateLimitService } from './rate-limit.service.ts';
export { normalizeMobile } from './phone.ts';
export { verifyRoutes } from './verify.routes.ts';
