export { SubsidyCampaigns, subsidyChanged, type SubsidyDeps } from './campaign.subsidy.ts';
export { CampaignAdmin } from './campaign.admin.ts';
export { campaignRoutes, type CampaignRouteDeps } from './campaign.routes.ts';
