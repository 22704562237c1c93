export { ReviewService, maskName, type ReviewLine } from './review.service.ts';
export { reviewRoutes, type ReviewOrderInput, type ReviewRouteDeps } from './review.routes.ts';
export { checkReviewImages, reviewImageSet } from './review.images.ts';
