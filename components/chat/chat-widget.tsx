'use client';

import { useEffect } from 'react';

/**
 * The live-chat provider the spec fixes for the chat widget (aiChatbot flag), and its credentials:
 * none are configured, so the widget loads nothing and shows nothing (spec §2 "Global UI").
 */
export const LIVE_CHAT_PROVIDER = { name: 'LiveChat', license: undefined as string | undefined } as const;

export const MISSING_CREDENTIALS_WARNING = `partsmith: the chat widget is on (aiChatbot) but its live-chat provider ${LIVE_CHAT_PROVIDER.name} has no credentials configured, so no chat is shown`;

// Once per page load, however often the widget mounts (navigation re-renders the layout's children, not this).
let warned = false;

/**
 * Mounted by the root layout when the aiChatbot flag is on. Without the provider's credentials it
 * renders nothing and says so once in the console: a missing-credentials case is a warning, never
 * a broken page.
 */
export function ChatWidget({ provider = LIVE_CHAT_PROVIDER }: { provider?: { name: string; license: string | undefined } }) {
  const configured = Boolean(provider.license);
  useEffect(() => {
    if (configured || warned) return;
    warned = true;
    console.warn(MISSING_CREDENTIALS_WARNING);
  }, [configured]);
  // No provider script is loaded: there are no credentials to load it with.
  return null;
}
