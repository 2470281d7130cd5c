import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/lists/list-query';
import { formatDateTime, formatTimeZone } from '@/lib/i18n/format';
import { AuditChange } from './audit-change';
import { actionText, actorText } from './audit-labels';
import { DataTable, type Column } from './data-table';
import { Pagination } from './pagination';
import { useAuditLog } from './use-audit-log';
import type { AuditLogItem } from '@shared/audit/schema';

type RecordHistoryProps = {
  /** The audited table's name in the singular: 'fraud_incident', 'user_profile', 'recovery_application', 'admin_user'. */
  entityType: string;
  entityId: number | string;
  /** Heading level that fits where the history sits (a dialog's section is usually h3). */
  headingLevel?: 2 | 3 | 4;
};

// Many rows: the organisation's zone named once, in the header.
const columns = (t: (descriptor: MessageDescriptor) => string, zone = formatTimeZone()): Column<AuditLogItem>[] => [
  { key: 'when', header: t(msg`When (${zone})`), cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>, className: 'whitespace-nowrap' },
  { key: 'who', header: t(msg`Who`), cell: (row) => actorText(row) },
  { key: 'action', header: t(msg`Action`), cell: (row) => actionText(row.action) },
  { key: 'changes', header: t(msg`Changes`), cell: (row) => <AuditChange before={row.before} after={row.after} /> },
];

/**
 * One record's history from the audit log, newest first, a page at a time: what a detail dialog
 * shows under "History". Caseworkers may read it too (the server allows a single record's rows).
 */
export function RecordHistory({ entityType, entityId, headingLevel = 3 }: RecordHistoryProps) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const history = useAuditLog({ entityType, entityId: String(entityId), page, pageSize });
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="mb-2 text-lg font-semibold">
        <Trans>History</Trans>
      </Heading>
      <DataTable
        caption={t`History of this record, page ${page}`}
        columns={columns((descriptor) => i18n._(descriptor))}
        rows={history.data?.items}
        rowKey={(row) => row.id}
        isLoading={history.isFetching}
        error={history.isError ? t`The history could not be loaded.` : undefined}
        empty={t`No changes recorded yet.`}
      />
      {(history.data?.total ?? 0) > pageSize && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={history.data?.total}
          noun={t`changes`}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </section>
  );
}
