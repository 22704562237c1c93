import type { OperatorRole } from '@mall/contracts';

export interface AuthMember {
  memberId: number;
  sessionId: number;
  level: number;
}

export interface AuthOperator {
  operatorId: number;
  sessionId: number;
  username: string;
  displayName: string;
  roles: OperatorRole[];
}

/** How the HTTP layer turns a token into a session; the member and operator modules provide them. */
export interface Authenticators {
  member(token: string): Promise<AuthMember | null>;
  operator(token: string): Promise<AuthOperator | null>;
}
