import { Trans } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A missing case and another victim's case look the same: nothing reveals that it exists (D8).
 * `title` is the heading element of the container (the page's h1, or the dialog's title).
 */
export function IncidentNotFound({ title, action }: { title: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden="true" />
      {title}
      <p className="max-w-md text-lg text-muted-foreground">
        <Trans>We could not find this case among your reports. Check the link, or open it again from your dashboard.</Trans>
      </p>
      {action}
    </div>
  );
}

/** The heading's words, said when drawn (an element, not a string, so the reader's language applies). */
export const INCIDENT_NOT_FOUND = <Trans>Incident Not Found</Trans>;
