import { caseRules } from '@shared/incidents/case-rules';
import { formatStatusLabel } from '@shared/incidents/status';
import type { BadgeTone } from '@/components/ui/badge';

/** The search card's badge, by the visitor spec's colours for search cards (section 4). */
export function searchStatusBadge(status: string): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'recovery_available':
      return { label: 'Recovery Available', tone: 'yellow' };
    case 'resolved':
      return { label: 'Resolved', tone: 'green' };
    case 'under_investigation':
      return { label: 'Under Investigation', tone: 'red' };
    default:
      return { label: formatStatusLabel(status), tone: 'grey' };
  }
}

export type SearchCardAction =
  | { kind: 'apply' }
  | { kind: 'resolved' }
  | { kind: 'unavailable'; note: string };

/**
 * What a victim can do from a search card (visitor spec section 4), by the rule every screen
 * shares (shared/incidents/case-rules), so the dashboard never offers what the card refuses.
 */
export function searchCardAction(status: string): SearchCardAction {
  const help = caseRules({ status }).recoveryHelp;
  return help.kind === 'available' ? { kind: 'apply' } : help;
}

/** The spec's counts read 'platform(s)' whatever the number. */
export function foundPlatformsText(count: number, whose: 'the' | 'your'): string {
  return `Found ${count} platform(s) associated with ${whose} email`;
}
