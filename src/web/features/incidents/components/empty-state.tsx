import type { ReactNode } from 'react';

/** D4: where staff have entered nothing yet, say so plainly instead of showing samples. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border bg-muted/50 p-6 text-center">
      <p className="text-lg font-medium">{title}</p>
      {children ? <div className="mt-1 text-base text-muted-foreground">{children}</div> : null}
    </div>
  );
}
