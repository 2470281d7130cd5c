import { Trans } from '@lingui/react/macro';
import { BrandMark } from './brand-mark';

export function SplashScreen({ platformName, tagline, logoUrl }: { platformName: string; tagline: string; logoUrl: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <BrandMark logoUrl={logoUrl} className="size-16 [&_svg]:size-9" />
      <p className="text-3xl font-semibold text-primary">{platformName}</p>
      <p className="text-lg text-muted-foreground">{tagline}</p>
      <span className="sr-only">
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}
