import { serverConfig } from '@/lib/config';

/**
 * Whether the cookies we set carry `Secure`: in production, unless the deployment says it is served
 * over plain HTTP on purpose (PARTSMITH_INSECURE_COOKIES, for a closed network without TLS).
 */
export function secureCookies(): boolean {
  return process.env.NODE_ENV === 'production' && !serverConfig().auth.insecureCookies;
}
