import { serverConfig, type ServerConfig } from '@/lib/config';

/**
 * The one origin every absolute link starts with: e-mailed links (account mails, approval, job and
 * export notices), canonical and hreflang URLs, the sitemap. The rule (docs/decisions/0012-link-origin.md):
 *
 * 1. NEXT_PUBLIC_SITE_URL set → that, always. A request's Host is never looked at.
 * 2. Not set, and the link is made while answering a request → that request's own origin, but only
 *    outside production (NODE_ENV) and only under `next dev` or for a loopback host. The Host header
 *    is the client's to write: believed in production it would let anyone who asks for a password
 *    reset for a victim's address choose where the victim's reset link points.
 * 3. Otherwise → http://localhost:<PORT>, the port this server listens on (`next dev` and
 *    `next start` set PORT once listening; 3000 when nothing does, as for the CLI).
 */

/** What a request says about where it was sent to: its Host header and the scheme it came in on. */
export interface RequestHost {
  host: string | null;
  proto: string | null;
}

export interface OriginSetting {
  /** NEXT_PUBLIC_SITE_URL, when set. */
  configured: string | null;
  nodeEnv: string | undefined;
  port: string | undefined;
}

/** hostname or [IPv6], then an optional port: nothing a Host header could smuggle a path or user into. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function hostname(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
}

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: a page only the machine itself can open. */
export function isLoopbackHost(host: string): boolean {
  const name = hostname(host).toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name) || name === '[::1]';
}

/** The request's origin when the rule above lets it be used; null otherwise. */
export function trustedRequestOrigin(request: RequestHost | null | undefined, setting: OriginSetting): string | null {
  if (setting.configured || !request?.host || setting.nodeEnv === 'production') return null;
  const host = request.host.trim();
  if (!HOST_PATTERN.test(host)) return null;
  if (setting.nodeEnv !== 'development' && !isLoopbackHost(host)) return null;
  // Only the two schemes we serve; anything else a client wrote into X-Forwarded-Proto reads as http.
  const proto = request.proto?.split(',')[0]?.trim().toLowerCase() === 'https' ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}

/** The rule as a pure function of its inputs (tests call it directly). */
export function chooseLinkOrigin(request: RequestHost | null | undefined, setting: OriginSetting): string {
  if (setting.configured) return setting.configured.replace(/\/+$/, '');
  const port = setting.port && /^\d{1,5}$/.test(setting.port) ? setting.port : '3000';
  return trustedRequestOrigin(request, setting) ?? `http://localhost:${port}`;
}

/** The setting in a configuration (this process's by default): NEXT_PUBLIC_SITE_URL, NODE_ENV, PORT. */
export function originSetting(config: ServerConfig = serverConfig()): OriginSetting {
  const { runtime } = config;
  return {
    configured: runtime.ok && runtime.config.site.configured ? runtime.config.site.origin : null,
    nodeEnv: config.nodeEnv,
    port: config.port,
  };
}

/**
 * The origin for absolute links. Pass the request (see `requestHostOf`) when a request triggered the
 * link; jobs, the CLI and static pages pass nothing.
 */
export function siteOrigin(request?: RequestHost | null): string {
  return chooseLinkOrigin(request, originSetting());
}

/** The Host and X-Forwarded-Proto of a request's headers (what `headers()` gives a server action). */
export function requestHostOf(headers: Pick<Headers, 'get'>): RequestHost {
  return { host: headers.get('host'), proto: headers.get('x-forwarded-proto') };
}
