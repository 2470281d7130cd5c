import { useLingui } from '@lingui/react/macro';
import { Menu } from '@/components/icons/first-load-icons';
import { Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import type { NavItem } from './nav-links';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';

// The panel (and the Radix dialog under it) loads on the first open; hovering or focusing the
// button starts the download early, so the panel is usually there by the time of the click.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazyWithTexts(loadPanel);

type MobileMenuProps = {
  links: NavItem[];
  email: string | null;
  onLogout: () => void;
  loggingOut: boolean;
};

/**
 * The phone menu is a dialog: Tab stays inside it, Escape closes it, and focus goes back to the
 * menu button, so nothing focused hides under the open panel.
 */
export function MobileMenu({ links, email, onLogout, loggingOut }: MobileMenuProps) {
  const { t } = useLingui();
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  // The menu remembers the page it was opened on, so any route change (a link click, the back
  // button) closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.pathname;
  // Mounted from the first open on, so closing keeps the panel's chunk and state in place.
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="shrink-0 xl:hidden"
        aria-label={t`Menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpenedAt(location.pathname);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={(next) => setOpenedAt(next ? location.pathname : null)}
            returnFocusTo={button}
            links={links}
            email={email}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        </Suspense>
      )}
    </>
  );
}
