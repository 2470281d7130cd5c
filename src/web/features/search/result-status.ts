import { plural, t } from '@lingui/core/macro';
import { caseRules } from '@shared/incidents/case-rules';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import type { BadgeTone } from '@/components/ui/badge';

/** The search card's badge, by the visitor spec's colours for search cards (section 4). Said at render. */
export function searchStatusBadge(status: string): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'recovery_available':
      return { label: t`Recovery Available`, tone: 'yellow' };
    case 'resolved':
      return { label: t`Resolved`, tone: 'green' };
    case 'under_investigation':
      return { label: t`Under Investigation`, tone: 'red' };
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
  if (help.kind !== 'unavailable') return help.kind === 'available' ? { kind: 'apply' } : help;
  // The rule's note in the reader's language (the shared rule says it in English).
  const statusName = formatStatusLabel(status);
  return { kind: 'unavailable', note: status === 'under_investigation' ? t`Under investigation` : t`Status: ${statusName}` };
}

/** The spec's counts read 'platform(s)' whatever the number (in English; another language says it its way). */
export function foundPlatformsText(count: number, whose: 'the' | 'your'): string {
  return whose === 'your'
    ? plural(count, {
        one: 'Found # platform(s) associated with your email',
        other: 'Found # platform(s) associated with your email',
      })
    : plural(count, {
        one: 'Found # platform(s) associated with the email',
        other: 'Found # platform(s) associated with the email',
      });
}
