export { MemberService } from './member.service.ts';
export { memberUserView, ROOT_USERNAME } from './member.views.ts';
export { memberRoutes, type MemberRouteDeps, type MemberViews } from './member.routes.ts';
export { members as memberTable } from './member.schema.ts';
export { avatarUrl } from './avatar.ts';
export { MemberBuyers, type LevelCause, type LevelChange } from './member.buyers.ts';
export { memberSubscribers } from './member.subscribers.ts';
export { companyMemberId, levelsOf, sponsorChain, type SponsorLink } from './member.sponsors.ts';
export { MemberLevels } from './member.levels.ts';
