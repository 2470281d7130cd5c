import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

type NavItem = { label: string; to: string; end?: boolean };
type NavGroup = { heading: string; items: NavItem[]; adminOnly?: boolean };

/** The spec's four groups, exactly, then what only an admin manages (D17). */
export const sidebarGroups: NavGroup[] = [
  {
    heading: 'Core Management',
    items: [
      { label: 'Overview', to: paths.admin, end: true },
      { label: 'Users', to: paths.adminUsers },
      { label: 'Incidents', to: paths.adminIncidents },
      { label: 'Recovery Applications', to: paths.adminApplications },
      { label: 'Communications', to: paths.adminCommunications },
    ],
  },
  {
    heading: 'Financial',
    items: [
      { label: 'Money Trails', to: paths.adminMoneyTrails },
      { label: 'Payouts', to: paths.adminPayouts },
      { label: 'Documents', to: paths.adminDocuments },
    ],
  },
  {
    heading: 'System',
    items: [
      { label: 'Notifications', to: paths.adminNotifications },
      { label: 'Alerts', to: paths.adminAlerts },
      { label: 'Known Scams', to: paths.adminKnownScams },
      { label: 'Settings', to: paths.adminSettings },
    ],
  },
  {
    heading: 'Reports',
    items: [
      { label: 'Generate', to: paths.adminReports },
      { label: 'Analytics', to: paths.adminAnalytics },
      { label: 'Export', to: paths.adminExport },
    ],
  },
  {
    heading: 'Administration',
    adminOnly: true,
    items: [
      { label: 'Staff', to: paths.adminStaff },
      { label: 'Audit Log', to: paths.adminAudit },
    ],
  },
];

/**
 * The staff side's navigation. The current section is marked for screen readers (aria-current,
 * which NavLink sets) and by a filled, high-contrast background for everyone else.
 */
export function StaffSidebar({ isAdmin, onNavigate, className }: { isAdmin: boolean; onNavigate?: () => void; className?: string }) {
  return (
    <nav aria-label="Staff sections" className={cn('flex flex-col gap-4 p-3', className)}>
      {sidebarGroups
        .filter((group) => isAdmin || !group.adminOnly)
        .map((group) => (
          <div key={group.heading}>
            <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group.heading}</h2>
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring',
                        isActive ? 'bg-primary font-semibold text-primary-foreground' : 'text-foreground hover:bg-muted',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}
