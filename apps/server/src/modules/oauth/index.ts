export { OauthService } from './oauth.service.ts';
export { oauthRoutes, type OauthRouteDeps, type OpenLoginRequest } from './oauth.routes.ts';
