/** Card-shaped grey blocks while the first answer loads; the text is what screen readers hear. */
export function ResultsLoading() {
  return (
    <div className="grid gap-6">
      <p role="status" className="text-muted-foreground">
        Loading locations...
      </p>
      <div aria-hidden="true" className="grid animate-pulse gap-6 sm:grid-cols-2">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="grid gap-3 rounded-xl border border-border p-4">
            <div className="aspect-[3/2] rounded-md bg-muted" />
            <div className="h-5 w-2/3 rounded-md bg-muted" />
            <div className="h-4 w-full rounded-md bg-muted" />
          </div>
        ))}
      </div>
    </div>
  );
}
