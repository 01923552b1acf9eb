/**
 * Paging cursors are opaque to clients (base64url of what the list query needs next), so the
 * paging scheme can change without breaking a connector that only passes `nextCursor` back.
 */
type CursorKind = 'jobs' | 'exports' | 'review' | 'review-values' | 'learned-terms';

export function encodeCursor(kind: CursorKind, value: string | number): string {
  return Buffer.from(JSON.stringify([kind, value]), 'utf8').toString('base64url');
}

/** The value inside a cursor of this kind; null when it is not one (another list's, or garbage). */
export function decodeCursor(kind: CursorKind, cursor: string): string | number | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(decoded) || decoded.length !== 2 || decoded[0] !== kind) return null;
    const value: unknown = decoded[1];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}
