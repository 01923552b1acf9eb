import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import batch from '@/messages/areas/batch/en.json';
import workspace from '@/messages/areas/workspace/en.json';
import en from '@/messages/en.json';

/** The batch screens' English messages, as the signed-in layout provides them. */
export function WithMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ app: en.app, actions: en.actions, batch, workspace }}>
      {children}
    </NextIntlClientProvider>
  );
}

/** The locale-aware Link and router, reduced to what the components use. */
export const navigation = {
  push: vi.fn(),
  module: () => ({
    Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
      <a href={href} {...rest}>
        {children}
      </a>
    ),
    useRouter: () => ({ push: navigation.push }),
  }),
};
