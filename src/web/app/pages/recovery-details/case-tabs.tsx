import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { victimCaseTabs, type VictimCaseTab } from '@shared/cases/case-tabs';
import type { CaseDetails } from '@shared/cases/schema';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CaseDocuments } from '@/features/documents/components/case-documents';
import { CaseOverview } from '@/features/incidents/components/case-overview';
import { CaseTeam } from '@/features/incidents/components/case-team';
import { CaseTimeline } from '@/features/incidents/components/case-timeline';
import { RequiredDocuments } from '@/features/incidents/components/required-documents';
import { SectionHeading } from '@/features/incidents/components/section-heading';
import { ConversationPanel } from '@/features/messages/components/conversation-panel';
import { CaseSettlement } from './case-settlement';

const caseTabs: readonly { value: VictimCaseTab; label: MessageDescriptor; description: MessageDescriptor }[] = [
  { value: 'overview', label: msg`overview`, description: msg`The facts of your report and who is working on it.` },
  { value: 'timeline', label: msg`timeline`, description: msg`What the case team has recorded on your case, in order.` },
  { value: 'documents', label: msg`documents`, description: msg`Send evidence to the case team and see what they have checked.` },
  { value: 'messages', label: msg`messages`, description: msg`Write to your case team. Automated help answers at once with help articles.` },
  { value: 'settlement', label: msg`settlement`, description: msg`Money actually recovered on your case, the fee on it, and your payouts.` },
];

type CaseTab = VictimCaseTab;
const isCaseTab = (value: string | null): value is CaseTab => victimCaseTabs.some((tab) => tab === value);

/**
 * The case's sections. The open one is in the address (`?tab=messages`), so a mailed link opens
 * the section that changed, and a reload or a sign-in on the way keeps it.
 */
export function CaseTabs({ details }: { details: CaseDetails }) {
  const { t, i18n } = useLingui();
  const { incident } = details;
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const current: CaseTab = isCaseTab(asked) ? asked : 'overview';
  const open = (value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const panels: Record<VictimCaseTab, ReactNode> = {
    overview: (
      <>
        <CaseOverview details={details} palette="case" />
        <SectionHeading>
          <Trans>Case team</Trans>
        </SectionHeading>
        <CaseTeam members={incident.caseTeam} outsideContacts={incident.outsideContacts} />
      </>
    ),
    timeline: <CaseTimeline events={incident.timelineEvents} />,
    documents: (
      <>
        <SectionHeading>
          <Trans>Requested by the case team</Trans>
        </SectionHeading>
        <RequiredDocuments documents={incident.requiredDocuments} />
        <SectionHeading>
          <Trans>Your documents</Trans>
        </SectionHeading>
        <CaseDocuments recoveryId={incident.id} />
      </>
    ),
    messages: <ConversationPanel recoveryId={incident.id} />,
    settlement: <CaseSettlement details={details} />,
  };
  return (
    <Tabs value={current} onValueChange={open}>
      <TabsList aria-label={t`Case sections`}>
        {caseTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {i18n._(tab.label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {caseTabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="flex flex-col gap-4">
          <p className="text-base text-muted-foreground">{i18n._(tab.description)}</p>
          {panels[tab.value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
