import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** D15: the way to the victim's own data is always one click from the dashboard. */
export function MyDataCard() {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-5 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-semibold">
          <Trans>Your data</Trans>
        </h2>
      </div>
      <p className="text-base text-muted-foreground">
        <Trans>Download everything we hold about you, or delete your account.</Trans>
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to={paths.myData}>
          <Trans>Manage my data</Trans>
        </Link>
      </Button>
    </Card>
  );
}
