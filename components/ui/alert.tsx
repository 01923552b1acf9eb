import type { HTMLAttributes, ReactNode } from 'react';

/**
 * The one notice of the app: a refusal or failure (`error`: role="alert", read out at once), or a
 * success, warning or note (role="status", read out politely). `inline` is the quiet form under a
 * button or in a row: coloured text, no box. An alert with nothing to say stays in the page as an
 * empty, visually hidden live region, so a message put into it later is announced.
 */
type Tone = 'error' | 'success' | 'warning' | 'info';

const BOX: Record<Tone, string> = {
  error: 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900',
  success: 'rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900',
  warning: 'rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900',
  info: 'rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700',
};

const INLINE: Record<Tone, string> = {
  error: 'text-sm text-red-700',
  success: 'text-sm text-green-800',
  warning: 'text-sm text-amber-800',
  info: 'text-sm text-slate-700',
};

type Props = Omit<HTMLAttributes<HTMLElement>, 'role'> & {
  tone: Tone;
  inline?: boolean;
  /** `div` when the notice holds paragraphs or a list; a paragraph otherwise. */
  as?: 'p' | 'div' | 'span';
  children?: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

export function Alert({ tone, inline = false, as: Element = 'p', className, children, ...rest }: Props) {
  const empty = children === undefined || children === null || children === false || children === '';
  const look = empty ? 'sr-only' : (inline ? INLINE : BOX)[tone];
  return (
    <Element
      role={tone === 'error' ? 'alert' : 'status'}
      {...rest}
      className={className && !empty ? `${look} ${className}` : look}
    >
      {children}
    </Element>
  );
}
