export { reportError } from './report-error';
