import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTimeWithZone, formatDaysAgo, formatMoney } from '@/lib/i18n/format';
import { fraudTypeLabel } from '@/lib/i18n/shared-words';
import type { QueueCase } from '@shared/work/schema';
import { paths } from '@/lib/paths';
import { IncidentStatusBadge } from '@/staff/components/incident-status-badge';

/** One case in a queue: what it is, where it stands, whose it is, and how long the victim has waited. */
export function QueueCaseItem({ item }: { item: QueueCase }) {
  const { t } = useLingui();
  const ownerName = item.ownerName;
  const reported = formatDaysAgo(item.createdAt);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
      <Link to={paths.adminIncident(item.id)} className="font-semibold text-primary underline underline-offset-4">
        {item.reference}
      </Link>
      <span className="min-w-0 [overflow-wrap:anywhere]">{item.platformName}</span>
      <IncidentStatusBadge status={item.status} />
      <span className="text-muted-foreground">{item.fraudType ? fraudTypeLabel(item.fraudType) : t`Fraud type not given`}</span>
      <span className="tabular-nums">{formatMoney(item.lossAmount, item.currency)}</span>
      <span className="text-muted-foreground">{ownerName ? t`Owner: ${ownerName}` : t`No owner`}</span>
      {item.awaitingStaffSince ? (
        <span className="text-sm">
          <Trans>
            Waiting since <time dateTime={item.awaitingStaffSince}>{formatDateTimeWithZone(item.awaitingStaffSince)}</time>
          </Trans>
        </span>
      ) : (
        <span className="text-sm text-muted-foreground">{t`Reported ${reported}`}</span>
      )}
    </li>
  );
}
