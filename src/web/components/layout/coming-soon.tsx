import { Trans } from '@lingui/react/macro';
import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';

/**
 * An honest notice for a screen that is not built yet; never a mock-up that looks real.
 * `withinMain`: a layout (the staff side's) already gives the page its one <main>.
 */
export function ComingSoon({ title, withinMain = false }: { title: string; withinMain?: boolean }) {
  useDocumentBranding(title);
  const Landmark = withinMain ? 'div' : 'main';
  return (
    <Landmark id={withinMain ? undefined : 'main'} className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Construction className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-lg text-muted-foreground">
        <Trans>This page is coming soon. It is not available yet, and nothing on it is ready to use.</Trans>
      </p>
      <Button asChild variant="outline">
        <Link to={paths.home}>
          <Trans>Back to the search</Trans>
        </Link>
      </Button>
    </Landmark>
  );
}
