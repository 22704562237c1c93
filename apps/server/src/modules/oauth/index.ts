export { OauthService } from './oauth.service.ts';
export { oauthRoutes } from './oauth.routes.ts';
