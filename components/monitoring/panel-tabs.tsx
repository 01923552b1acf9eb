'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface PanelTab {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs as the ARIA pattern has them: a labelled tablist, each tab controlling its panel, arrow keys
 * (and Home/End) moving between tabs, only the chosen tab in the Tab order.
 */
export function PanelTabs({ label, tabs }: { label: string; tabs: readonly PanelTab[] }) {
  const id = useId();
  const [chosen, setChosen] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (chosen === last ? 0 : chosen + 1)
      : event.key === 'ArrowLeft' ? (chosen === 0 ? last : chosen - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="mt-4">
      <div role="tablist" aria-label={label} onKeyDown={move} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={i === chosen}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={i === chosen ? 0 : -1}
            onClick={() => setChosen(i)}
            className={`min-h-11 rounded-t-md px-3 text-sm font-medium ${i === chosen ? 'border-b-2 border-brand-600 text-ink' : 'text-slate-600 hover:text-ink'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.key} role="tabpanel" id={`${id}-panel-${tab.key}`} aria-labelledby={`${id}-tab-${tab.key}`} hidden={i !== chosen} tabIndex={0} className="pt-4">
          {i === chosen ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
