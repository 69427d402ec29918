/** A collapsed block with the raw error text, for people who report problems to support. */
export function TechnicalDetails({ text }: { text: string }) {
  return (
    <details className="group rounded-lg border border-border bg-muted/60 text-left">
      <summary className="cursor-pointer select-none rounded-lg px-4 py-3 text-sm font-medium">
        Technical details
      </summary>
      <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words border-t border-border px-4 py-3 font-mono text-xs text-foreground">
        {text}
      </pre>
    </details>
  );
}
