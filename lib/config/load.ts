import type { ConfigResult } from './schema';
import { serverConfig } from './server';

/**
 * The runtime configuration of this process (spec: "Configuration is parsed once and cached"): part
 * of the server configuration, parsed with it and again only when a variable changes (server.ts).
 */
export function getRuntimeConfig(): ConfigResult {
  return serverConfig().runtime;
}
