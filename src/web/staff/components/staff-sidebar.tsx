import { Link, NavLink } from 'react-router';
import type { SavedView, ViewList } from '@shared/views/schema';
import type { MyWorkCounts } from '@shared/work/schema';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { formatQueueCount } from '@/staff/lib/queue-count';

type NavItem = { label: string; to: string; end?: boolean; adminOnly?: boolean };
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
      { label: 'Saved Replies', to: paths.adminSavedReplies, adminOnly: true },
      { label: 'Tags', to: paths.adminTags, adminOnly: true },
      { label: 'Case Templates', to: paths.adminCaseTemplates, adminOnly: true },
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
      { label: 'Posing as Us', to: paths.adminPosingAsUs },
      // A caseworker could only read "Admins only" there: what a role cannot use is not offered.
      { label: 'Settings', to: paths.adminSettings, adminOnly: true },
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
      // Issue 27: an existing caseload from a CSV file; it makes many victims' records at once.
      { label: 'Import', to: paths.adminImport },
      // API keys and webhooks for other systems (issue 27).
      { label: 'Integrations', to: paths.adminIntegrations },
    ],
  },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring',
    isActive ? 'bg-primary font-semibold text-primary-foreground' : 'text-foreground hover:bg-muted',
  );

/** My work's queues, each a link to its part of the page, with its count when known. */
const queues: { key: keyof MyWorkCounts; label: string; anchor: string }[] = [
  { key: 'mine', label: 'My cases', anchor: 'mine' },
  { key: 'waiting', label: 'Waiting on us', anchor: 'waiting' },
  { key: 'unassigned', label: 'Nobody has taken', anchor: 'unassigned' },
  { key: 'applications', label: 'Applications waiting', anchor: 'applications' },
];

/** Where each list lives, for a saved view's link. */
const listPaths: Record<ViewList, string> = {
  incidents: paths.adminIncidents,
  applications: paths.adminApplications,
  documents: paths.adminDocuments,
  payouts: paths.adminPayouts,
};

const subLinkClass =
  'flex items-center justify-between gap-2 rounded-md py-1 ps-6 pe-3 text-sm text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring';

/** A staff member's saved views and everyone's shared ones (issue 26), each a link to its list so filtered. */
function ViewsGroup({ views, onNavigate }: { views: SavedView[]; onNavigate?: () => void }) {
  return (
    <div>
      <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Views</h2>
      <ul className="flex flex-col gap-0.5">
        {views.map((view) => (
          <li key={view.id}>
            <Link to={`${listPaths[view.list]}?${view.filters}`} onClick={onNavigate} className={subLinkClass}>
              <span className="[overflow-wrap:anywhere]">{view.name}</span>
              {view.shared ? <span className="text-xs text-muted-foreground">shared</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MyWorkGroup({ counts, onNavigate }: { counts?: MyWorkCounts; onNavigate?: () => void }) {
  return (
    <div>
      <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Work</h2>
      <ul className="flex flex-col gap-0.5">
        <li>
          <NavLink to={paths.adminMyWork} onClick={onNavigate} className={navLinkClass}>
            My work
          </NavLink>
        </li>
        {queues.map((queue) => (
          <li key={queue.key}>
            <Link
              to={`${paths.adminMyWork}#${queue.anchor}`}
              onClick={onNavigate}
              className={subLinkClass}
            >
              <span>{queue.label}</span>
              {counts ? <span className="tabular-nums text-muted-foreground">{formatQueueCount(counts[queue.key])}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The staff side's navigation: My work with its counts (kept current by the layout), then the
 * spec's groups. The current section is marked for screen readers (aria-current, which NavLink
 * sets) and by a filled, high-contrast background for everyone else.
 */
export function StaffSidebar({
  isAdmin,
  counts,
  views = [],
  onNavigate,
  className,
}: {
  isAdmin: boolean;
  counts?: MyWorkCounts;
  views?: SavedView[];
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <nav aria-label="Staff sections" className={cn('flex flex-col gap-4 p-3', className)}>
      <MyWorkGroup counts={counts} onNavigate={onNavigate} />
      {views.length > 0 ? <ViewsGroup views={views} onNavigate={onNavigate} /> : null}
      {sidebarGroups
        .filter((group) => isAdmin || !group.adminOnly)
        .map((group) => (
          <div key={group.heading}>
            <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group.heading}</h2>
            <ul className="flex flex-col gap-0.5">
              {group.items.filter((item) => isAdmin || !item.adminOnly).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={onNavigate}
                    className={navLinkClass}
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
