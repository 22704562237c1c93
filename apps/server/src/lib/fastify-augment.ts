// What the protocol adds to Fastify's request and instance types.
import type { CallDef } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { AuthMember, AuthOperator, Authenticators } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** The client's `app-version` ("h5_2.7.5"), from the header, the query or the body. */
    appVersion: string | null;
    member: AuthMember | null;
    operator: AuthOperator | null;
  }
  interface FastifyInstance {
    authenticators: Authenticators;
    /** This process's name, answered in `x-node` (http/node-identity.ts). */
    nodeId: string;
  }
  interface FastifyContextConfig {
    /** The call's own field labels (message ids by field), for naming a bad field. */
    fieldLabels?: Readonly<Record<string, string>>;
    /** Answers only a client on this machine (lib/loopback-only.ts); anyone else gets 404. */
    loopbackOnly?: boolean;
    /** The contract call a route serves: the OpenAPI document is built from it. */
    call?: CallDef;
  }
}
export {};
