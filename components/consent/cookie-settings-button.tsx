/**
 * Reopens the cookie settings from anywhere (the Cookies page): a plain button the consent script
 * (lib/consent/browser-script.ts) answers, so it needs no React on the page (decision 0023).
 */
export function CookieSettingsButton({ label, className = 'btn-secondary min-h-11' }: { label: string; className?: string }) {
  return (
    <button type="button" data-open-cookie-settings className={className}>
      {label}
    </button>
  );
}
