export { getRuntimeConfig } from './load';
export { serverConfig, parseServerConfig, SERVER_ENV, type ServerConfig } from './server';
export {
  parseRuntimeConfig,
  parseRuntimeConfigSafely,
  runtimeConfigSchema,
  FEATURE_DEFAULTS,
  RATE_LIMIT_DEFAULTS,
  TRUSTED_PROXIES_DEFAULT,
  TRUSTED_PROXIES_MAX,
  ENVIRONMENTS,
  type RuntimeConfig,
  type ConfigIssue,
  type ConfigResult,
  type FeatureName,
} from './schema';
export { ENV } from './env';
export { PUBLISHABLE_KEY_PREFIX } from './rules';
