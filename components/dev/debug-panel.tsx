import type { DebugInfo } from '@/lib/dev/debug-info';

export type DebugPanelTexts = Record<'title' | keyof DebugInfo, string>;

const SECTIONS: (keyof DebugInfo)[] = ['config', 'backend', 'flags', 'build', 'user', 'workspace'];

/**
 * The development debug panel (spec §2): a closed disclosure in a corner, the server's values as
 * they are (names are the configuration's own, so they stay untranslated). Rendered only by a
 * development server; the values come in as props and hold no secret (lib/dev/debug-info.ts).
 */
export function DebugPanel({ info, texts }: { info: DebugInfo; texts: DebugPanelTexts }) {
  return (
    <details data-debug-panel className="fixed bottom-2 left-2 z-30 max-h-[70vh] max-w-sm overflow-auto rounded-lg border border-amber-300 bg-amber-50 p-2 text-xs text-slate-800 shadow">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{texts.title}</summary>
      {SECTIONS.map((section) => (
        <section key={section} aria-label={texts[section]} className="mt-2">
          <h2 className="font-semibold">{texts[section]}</h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {Object.entries(info[section]).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-mono text-slate-600">{name}</dt>
                <dd className="break-all font-mono">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </details>
  );
}
