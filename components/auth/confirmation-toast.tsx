import { useTranslations } from 'next-intl';
import { TOASTS } from '@/lib/site/form-page-script';

/**
 * After an e-mailed confirmation link: the spec's success toast (§4, §8), drawn by the server — the
 * sign-in page carries no React (decision 0024). The toast area of the spec (bottom right, 356 px wide,
 * 14 px apart; its label names the Alt+T hotkey, as sonner's did) is markup; the page's inline script
 * (lib/site/form-page-script.ts) dismisses the toast after 4,000 ms or on a 45 px swipe, and moves focus
 * to the area on Alt+T. Without JavaScript the toast simply stays.
 */
export function ConfirmationToast({ message }: { message: 'welcome' | 'emailConfirmed' }) {
  const t = useTranslations('toasts');
  return (
    <section
      aria-label={`${t('region')} alt+T`}
      tabIndex={-1}
      data-toast-region
      className="fixed right-4 bottom-4 z-50 max-w-[calc(100vw-2rem)] outline-none sm:right-8 sm:bottom-8"
      style={{ width: TOASTS.widthPx }}
    >
      <ol className="flex flex-col" style={{ gap: TOASTS.gapPx }}>
        <li
          role="status"
          data-toast
          className="rounded-lg border border-emerald-200 bg-white px-4 py-3 text-sm font-medium text-emerald-900 shadow-lg touch-pan-y"
        >
          {t(message)}
        </li>
      </ol>
    </section>
  );
}
