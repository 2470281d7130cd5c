/**
 * The sections of a victim's case page (/recovery-details/{id}), in order. The open one is in the
 * address as `?tab=`, so a mail about a change links to the section that changed (issue 25).
 */
export const victimCaseTabs = ['overview', 'timeline', 'documents', 'messages', 'settlement'] as const;
export type VictimCaseTab = (typeof victimCaseTabs)[number];

/** The path of a case page at one section; the overview is the page's own address. */
export function victimCasePath(incidentId: number, tab: VictimCaseTab = 'overview'): string {
  return tab === 'overview' ? `/recovery-details/${incidentId}` : `/recovery-details/${incidentId}?tab=${tab}`;
}
