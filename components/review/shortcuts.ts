/**
 * The review queue's keyboard shortcuts: one table the key handler and the help both read, so the
 * documented keys are the keys that work.
 */
export const REVIEW_COMMANDS = ['next', 'previous', 'approve', 'reject', 'override', 'clear', 'select', 'help'] as const;
export type ReviewCommand = (typeof REVIEW_COMMANDS)[number];

export const REVIEW_SHORTCUTS: readonly { command: ReviewCommand; keys: readonly string[]; decides: boolean }[] = [
  { command: 'next', keys: ['j', 'ArrowDown'], decides: false },
  { command: 'previous', keys: ['k', 'ArrowUp'], decides: false },
  { command: 'approve', keys: ['a'], decides: true },
  { command: 'reject', keys: ['r'], decides: true },
  { command: 'override', keys: ['o'], decides: true },
  { command: 'clear', keys: ['u'], decides: true },
  { command: 'select', keys: ['x'], decides: false },
  { command: 'help', keys: ['?'], decides: false },
];

const BY_KEY = new Map(REVIEW_SHORTCUTS.flatMap((s) => s.keys.map((key) => [key, s.command] as const)));

/** Inputs that take text: a key pressed there is typing, not a command. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week']);

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has(((element as HTMLInputElement).type || 'text').toLowerCase());
  return element.isContentEditable || element.getAttribute('contenteditable') === 'true' || element.closest('[role="combobox"]') !== null;
}

/**
 * The command a key press stands for, or null: none while typing in a field, none with Ctrl, Cmd
 * or Alt held (those belong to the browser), none for auto-repeat of a deciding key (holding `a`
 * must not approve a screenful of rows).
 */
export function commandFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'target'>): ReviewCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const command = BY_KEY.get(event.key) ?? BY_KEY.get(event.key.toLowerCase()) ?? null;
  if (command && event.repeat && REVIEW_SHORTCUTS.find((s) => s.command === command)?.decides) return null;
  return command;
}
