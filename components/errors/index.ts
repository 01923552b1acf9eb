export { ComponentBoundary } from './component-boundary';
export { RouteError } from './route-error';
export { errorTexts } from './error-texts';
export { ErrorTextsProvider } from './error-texts-provider';
