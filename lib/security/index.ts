export { buildContentSecurityPolicy, createNonce, STATIC_SECURITY_HEADERS, type CspOptions } from './csp';
