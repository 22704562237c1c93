// What the protocol adds to Fastify's request and instance types.
import type { Locale } from '@mall/i18n';
import type { AuthMember, AuthOperator, Authenticators } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    member: AuthMember | null;
    operator: AuthOperator | null;
  }
  interface FastifyInstance {
    authenticators: Authenticators;
  }
}
export {};
