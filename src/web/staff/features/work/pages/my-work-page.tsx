import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '@/lib/i18n/format';
import { localDay } from '@shared/tasks/due-dates';
import { paths } from '@/lib/paths';
import { SectionHeader } from '@/staff/components/section-header';
import { useMyWork } from '../api/get-my-work';
import { DueQueueItem } from '../components/due-item';
import { MentionMailChoice } from '../components/mention-mail-choice';
import { NewForYou } from '../components/new-for-you';
import { QueueCaseItem } from '../components/queue-case-item';
import { QueueSection } from '../components/queue-section';

/**
 * The staff landing page: what is new for me, what of mine is due (tasks and cases, issue 26), the
 * cases I own, the cases whose victim waits on us, new reports nobody has taken, and applications
 * waiting for a decision. Kept current every half minute while open.
 */
export default function MyWorkPage() {
  const { t } = useLingui();
  const work = useMyWork();
  const { hash } = useLocation();
  const loaded = work.isSuccess;
  const today = localDay(new Date());
  // The sidebar links to a queue (#waiting): go to its heading once the queues are on the page.
  useEffect(() => {
    if (!hash || !loaded) return;
    document.getElementById(`${hash.slice(1)}-heading`)?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  return (
    <div className="flex flex-col gap-6">
      <SectionHeader title={t`My work`} description={t`What is due, your cases, what waits on the team, and what nobody has taken yet.`} actions={<MentionMailChoice />} />
      <NewForYou />
      {work.isError ? (
        <p role="alert" className="text-muted-foreground">
          <Trans>Your work could not be loaded. Try Refresh All.</Trans>
        </p>
      ) : work.isPending ? (
        <p className="text-muted-foreground">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <QueueSection id="due" title={t`Due`} count={work.data.dueCount} shown={work.data.due.length} empty={t`Nothing of yours is due this week.`}>
            {work.data.due.map((item) => (
              <DueQueueItem key={item.key} item={item} today={today} />
            ))}
          </QueueSection>
          <QueueSection id="mine" title={t`My cases`} count={work.data.counts.mine} shown={work.data.mine.length} empty={t`No open case is yours yet.`}>
            {work.data.mine.map((item) => (
              <QueueCaseItem key={item.id} item={item} />
            ))}
          </QueueSection>
          <QueueSection id="waiting" title={t`Waiting on us`} count={work.data.counts.waiting} shown={work.data.waiting.length} empty={t`No victim is waiting on the team.`}>
            {work.data.waiting.map((item) => (
              <QueueCaseItem key={item.id} item={item} />
            ))}
          </QueueSection>
          <QueueSection id="unassigned" title={t`New reports nobody has taken`} count={work.data.counts.unassigned} shown={work.data.unassigned.length} empty={t`Every new report has an owner.`} all={{ href: `${paths.adminIncidents}?status=open&owner=unassigned`, label: t`See them all in Incidents` }}>
            {work.data.unassigned.map((item) => (
              <QueueCaseItem key={item.id} item={item} />
            ))}
          </QueueSection>
          <QueueSection id="applications" title={t`Applications waiting for a decision`} count={work.data.counts.applications} shown={work.data.applications.length} empty={t`No application is waiting.`} all={{ href: `${paths.adminApplications}?status=pending`, label: t`See them all in Applications` }}>
            {work.data.applications.map((item) => {
              const caseReference = item.caseReference;
              return (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
                <Link to={paths.adminApplication(item.id)} className="font-semibold text-primary underline underline-offset-4">
                  {item.reference}
                </Link>
                <span className="min-w-0 [overflow-wrap:anywhere]">{item.fullName}</span>
                <span className="min-w-0 [overflow-wrap:anywhere]">{item.platformName}</span>
                <span className="text-muted-foreground">{caseReference ? t`Case ${caseReference}` : t`No case yet`}</span>
                <span className="text-sm text-muted-foreground">
                  <Trans>
                    Sent <time dateTime={item.submittedAt}>{formatDateTime(item.submittedAt)}</time>
                  </Trans>
                </span>
              </li>
              );
            })}
          </QueueSection>
        </>
      )}
    </div>
  );
}
