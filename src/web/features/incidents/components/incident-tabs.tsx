import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CaseDetails } from '@shared/cases/schema';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CaseFinancials } from './case-financials';
import { CaseOverview } from './case-overview';
import { CaseTeam } from './case-team';
import { CaseTimeline } from './case-timeline';
import { RecoveryProcess } from './recovery-process';
import { RequiredDocuments } from './required-documents';

// Labels and descriptions are descriptors, said where they are drawn. A tab's name is written in
// lower case (the tab capitalises it), as the spec names the tabs.
export const incidentTabs = [
  { value: 'overview', label: msg({ message: 'overview', context: 'tab' }), description: msg`The facts of your report and where the case stands.` },
  { value: 'recovery', label: msg({ message: 'recovery', context: 'tab' }), description: msg`How the recovery process works, step by step.` },
  { value: 'timeline', label: msg({ message: 'timeline', context: 'tab' }), description: msg`What the case team has recorded on your case, in order.` },
  {
    value: 'documents',
    label: msg({ message: 'documents', context: 'tab' }),
    description: msg`Documents the case team has asked you for, and whether they have arrived.`,
  },
  { value: 'team', label: msg({ message: 'team', context: 'tab' }), description: msg`The people working on your case.` },
  {
    value: 'financials',
    label: msg({ message: 'financials', context: 'tab' }),
    description: msg`What you lost, what has actually been recovered, and where the money went.`,
  },
] as const;

/** The six tabs of the Comprehensive Incident Report, shared by the dialog and the page. */
export function IncidentTabs({ details }: { details: CaseDetails }) {
  const { t, i18n } = useLingui();
  const { incident } = details;
  const panels: Record<(typeof incidentTabs)[number]['value'], ReactNode> = {
    overview: <CaseOverview details={details} />,
    recovery: (
      <RecoveryProcess facts={{ status: incident.status, recovered: details.settlement.recovered, hasApplied: details.hasApplied }} />
    ),
    timeline: <CaseTimeline events={incident.timelineEvents} />,
    documents: <RequiredDocuments documents={incident.requiredDocuments} />,
    team: <CaseTeam members={incident.caseTeam} outsideContacts={incident.outsideContacts} />,
    financials: <CaseFinancials details={details} />,
  };
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={t`Incident report sections`}>
        {incidentTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {i18n._(tab.label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {incidentTabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="flex flex-col gap-4">
          <p className="text-base text-muted-foreground">{i18n._(tab.description)}</p>
          {panels[tab.value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
