export function AuthHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {intro && <p className="mt-2 text-sm text-slate-600">{intro}</p>}
    </div>
  );
}
