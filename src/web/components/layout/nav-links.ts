import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '@/lib/paths';

// Labels are descriptors, said in the reader's language where they are drawn (`_(link.label)`).
export type NavItem = { to: string; label: MessageDescriptor };

export const publicLinks: NavItem[] = [
  { to: paths.home, label: msg`Search Directory` },
  { to: paths.reportIncident, label: msg`Report Incident` },
  { to: paths.dashboard, label: msg`Dashboard` },
  { to: paths.resources, label: msg`Resources` },
];

export const signedInLinks: NavItem[] = [
  { to: paths.dashboard, label: msg`My Dashboard` },
  { to: paths.home, label: msg`Search Directory` },
  { to: paths.reportIncident, label: msg`Report Incident` },
  { to: paths.recovery, label: msg`Apply Recovery` },
  { to: paths.resources, label: msg`Resources` },
];
