export { ComponentBoundary } from './component-boundary';
export { RouteError } from './route-error';
