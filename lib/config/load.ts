import { parseRuntimeConfig, type ConfigResult } from './schema';

/**
 * Configuration is parsed once per process and cached (spec: "Configuration is parsed once and
 * cached"). Kept on globalThis because Next bundles server modules more than once.
 */
const CACHE_KEY = Symbol.for('partsmith.runtimeConfig');
type CacheHolder = { [CACHE_KEY]?: ConfigResult };

export function getRuntimeConfig(): ConfigResult {
  const holder = globalThis as CacheHolder;
  holder[CACHE_KEY] ??= parseRuntimeConfig(process.env);
  return holder[CACHE_KEY];
}

/** For tests and the Retry button's server round trip: forget the cached result. */
export function resetRuntimeConfigCache(): void {
  delete (globalThis as CacheHolder)[CACHE_KEY];
}
