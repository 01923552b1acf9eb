export { ComponentBoundary } from './component-boundary';
export { RouteError } from './route-error';
export { ApplicationError } from './application-error';
export { WidgetBoundary } from './widget-boundary';
export { NotFoundBody } from './not-found-body';
