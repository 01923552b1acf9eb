/**
 * The signed-in user's workspace for this request (server code: pages, actions, route handlers).
 * Every page of the product starts from `getWorkspaceContext()`; route handlers use
 * `workspaceContextOrNull()` and answer 401 themselves.
 */
export { can, getWorkspaceContext, roleIn, workspaceContextOrNull, type WorkspaceContext } from './context';
export { WORKSPACE_COOKIE, WORKSPACE_COOKIE_OPTIONS } from './cookie';
