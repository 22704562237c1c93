export { IdentityService, type ApprovedHolder } from './identity.service.ts';
export { BankCardService, maskAccount } from './identity.bank-cards.ts';
export { isPdf, PrivateFiles } from './identity.private-files.ts';
export { identityRoutes, type IdentityRouteDeps } from './identity.routes.ts';
export { identityAdminRoutes, type IdentityAdminRouteDeps } from './identity.admin.routes.ts';
