export { VerifyService } from './verify.service.ts';
export { RateLimitService } from './rate-limit.service.ts';
export { normalizeMobile } from './phone.ts';
export { verifyRoutes } from './verify.routes.ts';
export { LoginThrottle, type Counter, type LoginScope, type LoginTry } from './login-throttle.ts';
