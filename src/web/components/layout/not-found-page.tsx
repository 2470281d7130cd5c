import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  useDocumentBranding('Page not found');
  const location = useLocation();
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-4xl font-semibold">404 Page Not Found</h1>
      <p className="text-lg text-muted-foreground">
        There is no page at <code className="rounded bg-muted px-1.5 py-0.5">{location.pathname}</code>. Check the
        address, or start again from the search.
      </p>
      <Button asChild>
        <Link to={paths.home}>Go to the search</Link>
      </Button>
    </main>
  );
}
