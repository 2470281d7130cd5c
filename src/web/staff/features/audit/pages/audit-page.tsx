import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditLogItem } from '@shared/audit/schema';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@shared/lists/list-query';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatTimeZone } from '@/lib/i18n/format';
import { AuditChange } from '@/staff/components/audit-change';
import { actionText, actorText } from '@/staff/components/audit-labels';
import { AuditRecordLink } from '@/staff/components/audit-record-link';
import { DataTable, type Column } from '@/staff/components/data-table';
import { ExportButton } from '@/staff/components/export-button';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { useAuditLog } from '@/staff/components/use-audit-log';
import { useStaffSession } from '@/staff/lib/staff-session';
import { AuditFilters, emptyAuditFilters, type AuditFilterValues } from '../components/audit-filters';

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** The filters and page, kept in the address bar so a filtered view can be linked and gone back to. */
function useAuditParams() {
  const [search, setSearch] = useSearchParams();
  const filters: AuditFilterValues = useMemo(
    () => Object.fromEntries(Object.keys(emptyAuditFilters).map((key) => [key, search.get(key) ?? ''])) as AuditFilterValues,
    [search],
  );
  const page = positive(search.get('page'), 1, 1_000_000);
  const pageSize = positive(search.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const update = useCallback(
    (changes: Record<string, string | number>) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (String(value).trim() === '') next.delete(key);
            else next.set(key, String(value).trim());
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { filters, page, pageSize, update };
}

function AuditLogView() {
  const { t } = useLingui();
  // Many rows: the organisation's zone named once, in the header.
  const zone = formatTimeZone();
  const columns: Column<AuditLogItem>[] = [
    { key: 'when', header: t`When (${zone})`, className: 'whitespace-nowrap', cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time> },
    { key: 'who', header: t`Who`, cell: (row) => actorText(row) },
    { key: 'action', header: t`Action`, cell: (row) => actionText(row.action) },
    { key: 'record', header: t`Record`, cell: (row) => <AuditRecordLink entityType={row.entityType} entityId={row.entityId} /> },
    { key: 'ip', header: t`Client address`, cell: (row) => row.ip ?? '—' },
    { key: 'changes', header: t`Before and after`, cell: (row) => <AuditChange before={row.before} after={row.after} /> },
  ];
  const { filters, page, pageSize, update } = useAuditParams();
  const log = useAuditLog({ ...filters, page, pageSize });
  const exportQuery = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== '')).toString();
  return (
    <>
      <AuditFilters values={filters} onApply={(values) => update(values)} />
      <div className="flex justify-end pb-3">
        <ExportButton list="audit-log" query={exportQuery} />
      </div>
      <DataTable
        caption={t`Audit log, page ${page}`}
        columns={columns}
        rows={log.data?.items}
        rowKey={(row) => row.id}
        isLoading={log.isFetching}
        error={log.isError ? errorMessage(log.error, t`The audit log could not be loaded.`) : undefined}
        empty={t`No changes match these filters.`}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={log.data?.total}
        noun={t`changes`}
        onPage={(next) => update({ page: next })}
        onPageSize={(size) => update({ pageSize: size })}
      />
    </>
  );
}

/** The audit log (admins): every staff change with who, role, record, before/after and address. */
export default function AuditPage() {
  const { t } = useLingui();
  const session = useStaffSession();
  return (
    <div>
      <SectionHeader title={t`Audit Log`} description={t`Every change made through the staff side, newest first.`} />
      {session.isPending ? (
        <p className="text-muted-foreground">
          <Trans>Loading…</Trans>
        </p>
      ) : session.isError ? (
        <p className="rounded-lg border border-border bg-card p-4">
          <Trans>Your role could not be checked. Use Refresh All to try again.</Trans>
        </p>
      ) : session.data.role === 'admin' ? (
        <AuditLogView />
      ) : (
        <p className="rounded-lg border border-border bg-card p-4">
          <Trans>Only an admin can view the audit log.</Trans>
        </p>
      )}
    </div>
  );
}
