'use client';

export function ReloadButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
