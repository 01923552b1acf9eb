/**
 * The one rule for where a `next` parameter may send someone after sign-in or an emailed link: a
 * path on this site, nothing else. Browsers are generous readers of a `Location` header — they drop
 * tabs and newlines, read `\` as `/` and `//host` as another site — so anything a browser might read
 * differently from us is refused outright rather than cleaned up.
 */

export const DEFAULT_REDIRECT_TARGET = '/dashboard';

/** Longer than any page of ours with its query; a longer `next` is not one we wrote. */
const MAX_TARGET_LENGTH = 2048;

/** Any fixed origin does: the question is only whether resolving `next` against it leaves it. */
const PROBE_ORIGIN = 'https://partsmith.invalid';

/**
 * Control and format characters (`\p{C}`: tab, newline, NUL, zero-width and direction marks),
 * separators (`\p{Z}`: every kind of space, line and paragraph separators), and backslashes.
 */
const REFUSED_CHARACTERS = /[\p{C}\p{Z}\s\\]/u;

/** How many layers of percent-encoding we look through; a path still changing after that is not ours. */
const MAX_DECODING_ROUNDS = 3;

/** `value` and each successive percent-decoding of it; null when malformed or nested too deep. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return forms;
    forms.push(decoded);
    current = decoded;
  }
  return null;
}

function looksLocal(form: string): boolean {
  return form.startsWith('/') && !form.startsWith('//') && !REFUSED_CHARACTERS.test(form);
}

/** The same-origin path `next` names (normalised as a browser would resolve it), or null. */
export function localRedirectTarget(next: unknown): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_TARGET_LENGTH) return null;
  const forms = decodedForms(next);
  if (!forms || !forms.every(looksLocal)) return null;

  let resolved: URL;
  try {
    resolved = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Dot segments can fold into a new leading `//` (`/a/..//evil.example`): check what will be sent.
  return looksLocal(target) ? target : null;
}

/** Where to go after sign-in or an emailed link: `next` when it is a local path, else `fallback`. */
export function safeNextPath(next: unknown, fallback: string = DEFAULT_REDIRECT_TARGET): string {
  return localRedirectTarget(next) ?? fallback;
}
