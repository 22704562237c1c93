export { LevelRaises, type LevelsDeps } from './levels.service.ts';
export { levelsRoutes, type LevelsRouteDeps } from './levels.routes.ts';
