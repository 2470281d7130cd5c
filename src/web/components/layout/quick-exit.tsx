import { Trans, useLingui } from '@lingui/react/macro';
import { DoorOpen } from '@/components/icons/first-load-icons';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { createEscapePresses, quickExit, somethingEscapeCloses } from '@/lib/quick-exit';

export function QuickExitButton({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Button
      variant="destructive"
      size="sm"
      className={cx('min-h-11 px-3 xl:min-h-9', className)}
      title={t`Leave this site now for a neutral page. You can also press Esc twice.`}
      onClick={() => quickExit()}
    >
      <DoorOpen aria-hidden="true" />
      <Trans>Quick exit</Trans>
    </Button>
  );
}

/**
 * Escape twice within a second leaves the site, on every page of the layout. An Escape counts in a
 * text field too: the person most exposed is the one halfway through writing what happened, and
 * Escape does nothing else in our fields. It does not count while something is open that Escape
 * closes (a dialog, the phone menu, a list, a notification): Escape closes that first, as expected.
 */
export function useQuickExitShortcut(leave: () => void = quickExit): void {
  useEffect(() => {
    const presses = createEscapePresses();
    // Capture on window runs before Radix's own Escape handling, so what is open is still on screen.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') {
        presses.reset();
        return;
      }
      // A held key repeats, and Escape during an input method composition cancels the composition.
      if (event.repeat || event.isComposing) return;
      if (somethingEscapeCloses(document)) {
        presses.reset();
        return;
      }
      if (presses.press()) leave();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [leave]);
}

/** Where the help pages say the quick exit exists (issue 11: /resources tells the visitor). */
export function QuickExitNote() {
  return (
    <div role="note" aria-labelledby="quick-exit-note-title" className="flex flex-col gap-1 rounded-lg border border-border bg-card p-5">
      <h3 id="quick-exit-note-title" className="text-lg font-semibold">
        <Trans>Leave this site quickly</Trans>
      </h3>
      <p className="text-base">
        <Trans>
          If someone may see your screen, press the red Quick exit button at the top of every page, or press Esc twice.
          This page is replaced by Google&apos;s search page at once, and Back does not bring it back. Your browsing
          history is not cleared; a private window keeps no history.
        </Trans>
      </p>
    </div>
  );
}
