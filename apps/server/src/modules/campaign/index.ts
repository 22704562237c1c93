export { SubsidyCampaigns, subsidyChanged, type SubsidyDeps } from './campaign.subsidy.ts';
export { CampaignAdmin } from './campaign.admin.ts';
export { campaignRoutes, type CampaignRouteDeps } from './campaign.routes.ts';
export { ZeroCampaigns, ZERO_MIN_LEVEL, type ZeroDeps } from './campaign.zero.ts';
export { ZeroCampaignAdmin } from './campaign.zero-admin.ts';
