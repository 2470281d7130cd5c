import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Page not found`);
  const { pathname } = useLocation();
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-4xl font-semibold">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="text-lg text-muted-foreground">
        <Trans>
          There is no page at <code className="rounded bg-muted px-1.5 py-0.5">{pathname}</code>. Check the
          address, or start again from the search.
        </Trans>
      </p>
      <Button asChild>
        <Link to={paths.home}>
          <Trans>Go to the search</Trans>
        </Link>
      </Button>
    </main>
  );
}
