import { Trans } from '@lingui/react/macro';

/** The first stop of the keyboard on every layout: straight to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
