export { MemberService, ROOT_USERNAME, memberUserView } from './member.service.ts';
export { memberRoutes, type MemberRouteDeps, type MemberViews } from './member.routes.ts';
export { members as memberTable } from './member.schema.ts';
