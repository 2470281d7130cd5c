import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { officialReportingPlaces as places } from '@shared/site-safety/official-reporting';
import { useLingui } from '@/lib/i18n/runtime';
import { sayShared } from '@/lib/i18n/shared-texts';

// DECISIONS D6: the official places to report fraud, as plain links to their own sites.
export function OfficialReportingLinks() {
  // The places' names and regions are src/shared's, said through the _shared catalogue once it is in.
  useLingui();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg">
        <Trans>
          An official report creates a record that banks and investigators can use. These services are free; none of
          them will ask you for a fee to get your money back. Elsewhere, contact your local police.
        </Trans>
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {places.map((place) => (
          <li key={place.href} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
            <span className="text-sm font-medium uppercase tracking-wide text-muted-foreground">{sayShared(place.region)}</span>
            <a
              href={place.href}
              rel="noopener noreferrer"
              className="inline-flex items-start gap-1.5 text-lg font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              {sayShared(place.name)}
              <ExternalLink className="mt-1.5 size-4 shrink-0" aria-hidden="true" />
            </a>
            <span className="text-base text-muted-foreground [overflow-wrap:anywhere]">{place.href.replace('https://', '')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
