import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * The one table of the app. A table stands on the page in a card of its own (`frame="card"`, the
 * default), or sits bare inside a panel or card that already frames it (`frame="bare"`: no second
 * border, cells flush with the panel's text). The parts read the frame from the table element
 * (`data-frame`, a named Tailwind group), so they stay plain elements that server and client
 * components both render, and no call site repeats a padding or a border.
 *
 * Every table has a name (a screen-reader caption, an aria-label or the id of the heading above it),
 * header cells carry their scope, and numbers sit right-aligned in tabular figures.
 */

type Name =
  | { caption: string; label?: never; labelledBy?: never }
  | { label: string; caption?: never; labelledBy?: never }
  | { labelledBy: string; caption?: never; label?: never };

type TableProps = Name & {
  frame?: 'card' | 'bare';
  /** Stands in for the table when given (a caller passes it when there are no rows). */
  empty?: ReactNode;
  /** Classes of the scrolling wrapper (spacing around the table). */
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
};

const FRAMES = {
  card: 'relative overflow-x-auto rounded-xl border border-slate-200 bg-white',
  bare: 'relative overflow-x-auto',
} as const;

export function Table({
  caption,
  label,
  labelledBy,
  frame = 'card',
  empty,
  className,
  children,
  'data-testid': testId,
}: TableProps) {
  if (empty) return <>{empty}</>;
  return (
    <div className={className ? `${FRAMES[frame]} ${className}` : FRAMES[frame]}>
      <table
        data-frame={frame}
        aria-label={label}
        aria-labelledby={labelledBy}
        data-testid={testId}
        className="group/table w-full text-left text-sm"
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

/** The column headers: one row of `ColumnHeader`s. */
export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="text-slate-600 group-data-[frame=bare]/table:border-b group-data-[frame=bare]/table:border-slate-200 group-data-[frame=card]/table:bg-slate-50">
      <tr>{children}</tr>
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-200">{children}</tbody>;
}

/** A body row; `top` aligns its cells to the top when some of them wrap to several lines. */
export function Row({ top, className, ...rest }: ComponentPropsWithoutRef<'tr'> & { top?: boolean }) {
  const classes = [top ? 'align-top' : '', className ?? ''].filter(Boolean).join(' ');
  return <tr {...rest} className={classes || undefined} />;
}

// The cells' padding (one per frame) is in app/globals.css, keyed on the table's data-frame: as classes
// it was repeated in every cell of a page's HTML and RSC payload.
type CellProps<T extends 'td' | 'th'> = ComponentPropsWithoutRef<T> & {
  /** A number: right-aligned, tabular figures, so a column of them lines up. */
  numeric?: boolean;
};

const cellClass = (numeric: boolean | undefined, own: string, className: string | undefined) =>
  [numeric ? 'text-right tabular-nums' : '', own, className ?? ''].filter(Boolean).join(' ') || undefined;

/** A column's header; `srOnly` keeps its name for screen readers only (a column of buttons). */
export function ColumnHeader({
  numeric,
  srOnly,
  className,
  children,
  ...rest
}: CellProps<'th'> & { srOnly?: boolean }) {
  return (
    <th scope="col" {...rest} className={cellClass(numeric, 'font-semibold', className)}>
      {srOnly ? <span className="sr-only">{children}</span> : children}
    </th>
  );
}

/** The cell that names its row (a file, a code, a member); `strong` sets it in the weight of a name. */
export function RowHeader({ numeric, strong, className, ...rest }: CellProps<'th'> & { strong?: boolean }) {
  return (
    <th
      scope="row"
      {...rest}
      className={cellClass(numeric, strong ? 'font-medium' : 'font-normal', className)}
    />
  );
}

export function Cell({ numeric, className, ...rest }: CellProps<'td'>) {
  return <td {...rest} className={cellClass(numeric, '', className)} />;
}
