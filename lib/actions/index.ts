/**
 * Server actions: one core (lib/actions/core.ts), one wrapper per kind of asker, one result shape
 * (lib/actions/result.ts, which client components import directly).
 */
export {
  publicAction,
  userAction,
  adminAction,
  workspaceAction,
  workspaceCall,
  type UserScope,
  type WorkspaceScope,
  type WorkspaceOptions,
} from './families';
export { refused, REFUSED_KEYS } from './refusals';
export { formDataToObject, submitOnly } from './core';
export * from './result';
