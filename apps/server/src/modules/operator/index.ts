export { OperatorService, operatorView } from './operator.service.ts';
export { OperatorChanges } from './operator.changes.ts';
export { operatorRoutes } from './operator.routes.ts';
