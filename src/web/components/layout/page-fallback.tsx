import { Trans } from '@lingui/react/macro';

/** What a layout shows while a lazily loaded screen arrives. */
export function PageFallback() {
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-16 text-lg text-muted-foreground">
      <Trans>Loading…</Trans>
    </div>
  );
}
