import { compareDecimals } from '../money/decimal';
import { formatStatusLabel, incidentProgressPercent } from './status';

/**
 * What a case's status allows and how far its recovery process has gone, decided once for every
 * screen (search card, dashboard, incident dialog, case page) and for the server's `canApply`.
 *
 * The case's own status decides whether recovery help exists, as the visitor spec's search card
 * and its opening section say ("for incidents with status recovery_available they can start
 * applying"). The directory's per-platform flag is not consulted: staff set the status on each case,
 * and a platform-wide flag saying yes beside a status saying "under investigation" is exactly the
 * contradiction victims met ("Recovery Not Available" on one screen, "Apply for Recovery" on another).
 */
export type CaseFacts = {
  status: string;
  /** Money staff recorded as actually recovered (financialData.recoveredAmount); absent counts as none. */
  recovered?: string | number | null;
  /** The victim already has a verified application for this platform and loss. */
  hasApplied?: boolean;
};

export type RecoveryHelp =
  | { kind: 'available' }
  | { kind: 'resolved' }
  | { kind: 'unavailable'; note: string };

/** done: it happened; current: the case is at it; upcoming: may come next; not-reached: the case ended first. */
export type ProcessStepState = 'done' | 'current' | 'upcoming' | 'not-reached';

/** The visitor spec's five recovery steps, in order. */
export const recoveryProcessSteps = [
  'Case Assessment',
  'Recovery Application',
  'Legal Review & Documentation',
  'Settlement Negotiation',
  'Fund Recovery & Distribution',
] as const;

export type CaseRules = {
  recoveryHelp: RecoveryHelp;
  /**
   * Plain words for "can I get help recovering this?", the same on every screen; once money is
   * recorded as recovered it says so, whatever the status, as the settlement does.
   */
  recoveryHelpLabel: string;
  canApply: boolean;
  /** The spec's progress figure for the status (D12); it follows the status, never money. */
  stagePercent: number;
  /** One state per step of `recoveryProcessSteps`. */
  steps: ProcessStepState[];
};

function recoveryHelpOf(status: string): RecoveryHelp {
  if (status === 'recovery_available') return { kind: 'available' };
  if (status === 'resolved') return { kind: 'resolved' };
  return {
    kind: 'unavailable',
    note: status === 'under_investigation' ? 'Under investigation' : `Status: ${formatStatusLabel(status)}`,
  };
}

function labelOf(help: RecoveryHelp, hasApplied: boolean, recoveredSomething: boolean): string {
  // Money on record outranks the status: "not available" beside a payout on offer would contradict
  // the settlement figures, which count only what staff recorded as actually recovered (D5).
  if (recoveredSomething) return help.kind === 'resolved' ? 'Case resolved: money was recovered' : 'Money has been recovered on this case';
  switch (help.kind) {
    case 'available':
      return hasApplied ? 'Available: you have applied' : 'Available: you can apply';
    case 'resolved':
      return 'Case resolved';
    case 'unavailable':
      return `Not available at present (${help.note.charAt(0).toLowerCase()}${help.note.slice(1)})`;
  }
}

function stepsOf(status: string, recoveredSomething: boolean): ProcessStepState[] {
  // Money recorded as returned means a route was found and followed: the earlier steps happened.
  if (recoveredSomething) {
    return status === 'resolved' || status === 'closed'
      ? ['done', 'done', 'done', 'done', 'done']
      : ['done', 'done', 'done', 'done', 'current'];
  }
  switch (status) {
    case 'open':
      // Not triaged yet: saying the assessment is done would be fake progress.
      return ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming'];
    case 'recovery_available':
      return ['done', 'current', 'upcoming', 'upcoming', 'upcoming'];
    case 'resolved':
    case 'closed':
      // Finished without money on record: the later steps did not take place.
      return ['done', 'not-reached', 'not-reached', 'not-reached', 'not-reached'];
    default:
      return ['done', 'upcoming', 'upcoming', 'upcoming', 'upcoming'];
  }
}

export function caseRules({ status, recovered, hasApplied = false }: CaseFacts): CaseRules {
  const recoveryHelp = recoveryHelpOf(status);
  // In the case's own places: 0.001 dinar recorded is something, where cents would have read 0.
  const recoveredSomething = compareDecimals(recovered, '0') > 0;
  return {
    recoveryHelp,
    recoveryHelpLabel: labelOf(recoveryHelp, hasApplied, recoveredSomething),
    canApply: recoveryHelp.kind === 'available' && !hasApplied,
    stagePercent: incidentProgressPercent(status),
    steps: stepsOf(status, recoveredSomething),
  };
}
