export { MemberService, ROOT_USERNAME, memberUserView } from './member.service.ts';
export { memberRoutes } from './member.routes.ts';
