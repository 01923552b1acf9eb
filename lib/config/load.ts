import { unexpectedConfigError, type ConfigResult } from './schema';
import { serverConfig } from './server';

/**
 * The runtime configuration of this process (spec: "Configuration is parsed once and cached"): part
 * of the server configuration, parsed with it and again only when a variable changes (server.ts).
 * Never throws: an exception while reading the configuration is a Configuration Error with its
 * message, not a bare 500 from whichever page asked first.
 */
export function getRuntimeConfig(): ConfigResult {
  try {
    return serverConfig().runtime;
  } catch (error) {
    return unexpectedConfigError(error);
  }
}
