import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { QuickExitButton, useQuickExitShortcut } from './quick-exit';

/**
 * What a screen shows when its code did not arrive (a script file gone after a redeploy while the
 * tab was open, a connection that dropped) or it failed to draw. `standalone` is for a boundary with
 * no site header around it: it brings its own Quick exit, and Esc twice still leaves.
 */
export function RouteFailure({ standalone = false }: { standalone?: boolean }) {
  return standalone ? <StandaloneFailure /> : <FailureMessage />;
}

function StandaloneFailure() {
  useQuickExitShortcut();
  return (
    <div className="flex min-h-screen flex-col">
      <div className="flex justify-end border-b border-border px-4 py-3">
        <QuickExitButton />
      </div>
      <FailureMessage />
    </div>
  );
}

function FailureMessage() {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">
        <Trans>This page did not load</Trans>
      </h1>
      <p className="text-lg text-muted-foreground">
        <Trans>
          Part of the page could not be fetched, perhaps because the site was just updated or the connection dropped.
          Reloading the page usually fixes it.
        </Trans>
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload page</Trans>
      </Button>
    </main>
  );
}

type BoundaryProps = { children: ReactNode; standalone: boolean; resetKey: string };

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for whoever opens the console; the person on the page gets plain words.
    console.error('A screen failed to load or draw', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // Another address is another screen: give it its own chance to load.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteFailure standalone={this.props.standalone} /> : this.props.children;
  }
}

/**
 * Catches what a route throws, a lazily loaded screen whose file failed to load above all, so one
 * missing file shows a calm message with Reload instead of blanking the whole site. Inside a layout
 * with the site header (which has Quick exit) use it plain; where nothing else is on screen, use
 * `standalone`. It starts afresh at every new address.
 */
export function RouteErrorBoundary({ children, standalone = false }: { children: ReactNode; standalone?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Boundary standalone={standalone} resetKey={pathname}>
      {children}
    </Boundary>
  );
}

/** For parts of the page that can go missing without a word (the toasts, the chat widget). */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
