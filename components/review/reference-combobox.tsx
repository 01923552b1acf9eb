'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { type HitMatch, matchReason, type ReferenceHit, type ReferenceSearchKind, type ReferenceSearchResponse } from '@/lib/data/reference/types';
import { timedFetch } from '@/lib/http/timed-fetch';
import { useReferenceScope } from './reference-scope';
import { controlClass, Field } from '@/components/ui/field';

/** A search still unanswered after 10 s shows as failed (the next keystroke asks again). */
const SEARCH_TIMEOUT_MS = 10_000;

interface Props<H extends ReferenceHit> {
  label: string;
  kind: ReferenceSearchKind;
  /** Narrowing parameters: `make` for models, `partType` for positions. */
  params?: Record<string, number | undefined>;
  value: H | null;
  onChange: (hit: H | null) => void;
  disabled?: boolean;
  hint?: string;
  autoFocus?: boolean;
}

const DEBOUNCE_MS = 150;

async function searchReference(
  kind: ReferenceSearchKind,
  q: string,
  params: Record<string, number | undefined>,
  conversion: string | null,
  signal: AbortSignal,
) {
  const query = new URLSearchParams({ kind, q, ...(conversion ? { conversion } : {}) });
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const response = await timedFetch(`/api/reference/search?${query}`, { signal, headers: { Accept: 'application/json' }, timeoutMs: SEARCH_TIMEOUT_MS });
  const body = (await response.json()) as ReferenceSearchResponse;
  if (!body.ok) throw new Error(body.message);
  return body.hits;
}

/**
 * A text field that searches the reference data as you type (`/api/reference/search`) and lets you
 * pick one entry: ↓/↑ move through the list, Enter picks, Escape closes the list. The ARIA 1.2
 * combobox pattern, so screen readers announce the options.
 */
export function ReferenceCombobox<H extends ReferenceHit>({ label, kind, params = {}, value, onChange, disabled, hint, autoFocus }: Props<H>) {
  const t = useTranslations('review.picker');
  const locale = useLocale();
  const conversion = useReferenceScope();
  const listId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [hits, setHits] = useState<H[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const paramsKey = JSON.stringify(params);

  // Props that change what is shown, followed during render (React's "adjust state on a prop change"):
  // a new make (or part type) makes the old list of models (or positions) meaningless, and a value
  // reset from outside (a new make resets the model) clears the text — unless the user typed it.
  const [seenParams, setSeenParams] = useState(paramsKey);
  if (seenParams !== paramsKey) {
    setSeenParams(paramsKey);
    setHits([]);
    setOpen(false);
  }
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (value) setText(value.name);
    else if (seenValue && text === seenValue.name) setText('');
  }

  useEffect(
    () => () => {
      request.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function search(q: string) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setStatus('loading');
      searchReference(kind, q, JSON.parse(paramsKey) as Record<string, number | undefined>, conversion, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setHits(found as H[]);
          setActive(0);
          setStatus('idle');
        },
        () => {
          if (!controller.signal.aborted) setStatus('error');
        },
      );
    }, DEBOUNCE_MS);
  }

  function pick(hit: H) {
    setOpen(false);
    setText(hit.name);
    onChange(hit);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        if (hits.length === 0) search(text);
        return;
      }
      if (hits.length === 0) return;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % hits.length : (i - 1 + hits.length) % hits.length));
    } else if (event.key === 'Enter') {
      const hit = open ? hits[active] : undefined;
      if (hit) {
        event.preventDefault();
        pick(hit);
      }
    } else if (event.key === 'Escape' && open) {
      // Closes the list only; a second Escape reaches the dialog.
      event.preventDefault();
      setOpen(false);
    }
  }

  const optionId = (i: number) => `${listId}-${i}`;
  const showList = open && !disabled;

  return (
    // The list opens under the input, over the hint (the field is its positioning box).
    <Field label={label} hint={hint} className="relative">
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && hits[active] ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            data-autofocus={autoFocus ? true : undefined}
            value={text}
            maxLength={100}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              if (value) onChange(null);
              search(e.target.value);
            }}
            onFocus={() => {
              setOpen(true);
              if (hits.length === 0) search(text);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={`${controlClass} disabled:bg-slate-100`}
          />
          <div hidden={!showList} className="absolute z-10 mt-1 w-full rounded-lg border border-slate-200 bg-white shadow-lg">
            <ul id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto py-1">
              {hits.map((hit, i) => (
                <li
                  key={hit.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(hit)}
                  onMouseEnter={() => setActive(i)}
                  className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1 text-sm ${i === active ? 'bg-brand-50 text-brand-700' : 'text-ink'}`}
                >
                  <span className="font-medium">{hit.name}</span>
                  <span className="text-xs text-slate-600">{hitDetails(hit, (match) => matchReason(match, t, locale))}</span>
                </li>
              ))}
            </ul>
            {hits.length === 0 && (
              <p className="px-3 py-2 text-sm text-slate-600" aria-live="polite">
                {status === 'loading' ? t('searching') : status === 'error' ? t('searchFailed') : t('noMatches')}
              </p>
            )}
          </div>
        </>
      )}
    </Field>
  );
}

/** `#21032 · matches “cam” · 1990–2026`: the ID, what it was found by, a model's years. */
function hitDetails(hit: ReferenceHit, reason: (match: HitMatch) => string): string {
  const years = 'years' in hit && hit.years.length > 0 ? `${hit.years[0]!.year}–${hit.years.at(-1)!.year}` : null;
  // A hit from an older answer may carry only the text it matched.
  const match: HitMatch | undefined = hit.match ?? (hit.matched ? { via: 'reading', text: hit.matched } : undefined);
  return [`#${hit.id}`, match ? reason(match) : null, years].filter(Boolean).join(' · ');
}
