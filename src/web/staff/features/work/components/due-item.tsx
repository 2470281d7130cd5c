import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@lingui/core/macro';
import { addDays, dueState } from '@shared/tasks/due-dates';
import { formatDate } from '@/lib/i18n/format';
import type { DueItem } from '@shared/work/schema';
import { paths } from '@/lib/paths';
import { cx } from '@/lib/cx';

/** The due day in words, so "overdue" is said and never shown by colour alone. */
function dueWords(dueOn: string, today: string): string {
  const state = dueState(dueOn, today);
  const day = formatDate(dueOn);
  if (state === 'overdue') return t`Overdue: was due ${day}`;
  if (state === 'today') return t`Due today`;
  if (dueOn === addDays(today, 1)) return t`Due tomorrow`;
  return t`Due ${day}`;
}

/**
 * One thing of mine that is due: a task (its words, on which case) or a case I own. Overdue is said
 * in words and marked with an icon, never shown by colour alone. `today` is the reader's own day.
 */
export function DueQueueItem({ item, today }: { item: DueItem; today: string }) {
  const overdue = dueState(item.dueOn, today) === 'overdue';
  // A task opens the case at its Tasks section (the case page's #tasks anchor).
  const to = item.kind === 'task' ? `${paths.adminIncident(item.incidentId)}#tasks` : paths.adminIncident(item.incidentId);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
      <span className={cx('inline-flex items-center gap-1 text-sm', overdue ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
        {overdue ? <AlertTriangle className="size-4 shrink-0" aria-hidden="true" /> : null}
        {dueWords(item.dueOn, today)}
      </span>
      <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{item.kind === 'task' ? item.title : t`The case itself`}</span>
      <Link to={to} className="font-semibold text-primary underline underline-offset-4">
        {item.caseReference}
      </Link>
      <span className="min-w-0 text-muted-foreground [overflow-wrap:anywhere]">{item.platformName}</span>
    </li>
  );
}
