import { Fragment } from 'react';
import { Link } from '@/i18n/server-navigation';

/*
 * The little markup long copy may use: `code` and [label](/path) or [label](mailto:…).
 * Site paths go through the locale-aware Link, so a German page links to German pages.
 */
const TOKEN = /(`[^`]+`|\[[^\]]+\]\((?:\/[^)\s]*|mailto:[^)\s]+)\))/g;
const LINK = /^\[([^\]]+)\]\(([^)]+)\)$/;

export function InlineText({ text }: { text: string }) {
  const parts = text.split(TOKEN);
  return (
    <>
      {parts.map((part, index) => {
        if (part.startsWith('`') && part.endsWith('`') && part.length > 2) {
          return (
            <code key={index} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-ink">
              {part.slice(1, -1)}
            </code>
          );
        }
        const link = LINK.exec(part);
        if (link) {
          const [, label, href] = link;
          const className = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600';
          return href!.startsWith('mailto:') ? (
            <a key={index} href={href} className={className}>
              {label}
            </a>
          ) : (
            <Link key={index} href={href!} className={className}>
              {label}
            </Link>
          );
        }
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}
