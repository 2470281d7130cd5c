import type { ReactNode, SVGProps } from 'react';
import { cx } from '@/lib/cx';

// The lucide icons (ISC licence; drawings from lucide-react 1.75) of the first screen, drawn with
// the markup lucide-react renders: its shared renderer alone is 1.8 KB gzip of the first load
// (issue 11). Every later screen keeps importing lucide-react. Keep each drawing as lucide has it.

type IconProps = SVGProps<SVGSVGElement>;

// As lucide-react: hidden from assistive technology unless the caller labels the icon.
function isLabelled(props: IconProps): boolean {
  return Object.keys(props).some((prop) => prop.startsWith('aria-') || prop === 'role' || prop === 'title');
}

function lucideIcon(name: string, drawing: ReactNode) {
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx('lucide', name, className)}
        aria-hidden={isLabelled(props) ? undefined : 'true'}
        {...props}
      >
        {drawing}
      </svg>
    );
  };
}

const shieldOutline =
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z';

export const ShieldCheck = lucideIcon(
  'lucide-shield-check',
  <>
    <path d={shieldOutline} />
    <path d="m9 12 2 2 4-4" />
  </>,
);

export const ShieldAlert = lucideIcon(
  'lucide-shield-exclamation-point lucide-shield-alert',
  <>
    <path d={shieldOutline} />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </>,
);

export const LogOut = lucideIcon(
  'lucide-log-out',
  <>
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
  </>,
);

export const DoorOpen = lucideIcon(
  'lucide-door-open',
  <>
    <path d="M10 21H2" />
    <path d="M10 3H7a2 2 0 00-2 2v16" />
    <path d="M14 12h.01" />
    <path d="M19 21V5a2 2 0 00-1.675-1.974l-6.163-1.013A1 1 0 0010 3v18a1 1 0 001.124.992z" />
    <path d="M22 21h-3" />
  </>,
);

export const Menu = lucideIcon(
  'lucide-menu',
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);

export const Mail = lucideIcon(
  'lucide-mail',
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);

export const Search = lucideIcon(
  'lucide-search',
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);

// The platform pages (issue 27) are first loads from a search engine too.
export const Info = lucideIcon(
  'lucide-info',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4" />
    <path d="M12 8h.01" />
  </>,
);

export const RefreshCw = lucideIcon(
  'lucide-refresh-cw',
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>,
);
