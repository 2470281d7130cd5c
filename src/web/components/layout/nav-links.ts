import { paths } from '@/lib/paths';

export type NavItem = { to: string; label: string };

export const publicLinks: NavItem[] = [
  { to: paths.home, label: 'Search Directory' },
  { to: paths.reportIncident, label: 'Report Incident' },
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.resources, label: 'Resources' },
];

export const signedInLinks: NavItem[] = [
  { to: paths.dashboard, label: 'My Dashboard' },
  { to: paths.home, label: 'Search Directory' },
  { to: paths.reportIncident, label: 'Report Incident' },
  { to: paths.recovery, label: 'Apply Recovery' },
  { to: paths.resources, label: 'Resources' },
];
