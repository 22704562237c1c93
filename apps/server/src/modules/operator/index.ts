export { OperatorService, operatorView } from './operator.service.ts';
export { operatorRoutes } from './operator.routes.ts';
