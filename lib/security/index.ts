export { buildContentSecurityPolicy, createNonce, NON_PAGE_CSP, STATIC_SECURITY_HEADERS, type CspOptions } from './csp';
