import type { ReactNode } from 'react';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';

/** A staff section's heading (also the page title) and its main actions. */
export function SectionHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentBranding(title);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 pb-2">
      <div>
        <h1 className="text-2xl font-semibold" tabIndex={-1}>
          {title}
        </h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
