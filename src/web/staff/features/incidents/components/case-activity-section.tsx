import { Trans, useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { caseActivityKindLabels, caseActivityKinds, type CaseActivityItem } from '@shared/incidents/case-activity';
import { DEFAULT_PAGE_SIZE } from '@shared/lists/list-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDateTime } from '@/lib/i18n/format';
import { actionText } from '@/staff/components/audit-labels';
import { Pagination } from '@/staff/components/pagination';
import { useCaseActivity } from '../api/get-case-activity';
import { CONVERSATION_ANCHOR } from './case-conversation-section';
import { sayShared } from '@/lib/i18n/shared-texts';

function ActivityEntry({ item }: { item: CaseActivityItem }) {
  return (
    <li className="flex flex-col gap-0.5 border-s-2 border-border py-2 ps-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{item.action ? actionText(item.action) : item.title}</span>
        {item.internal && (
          <Badge tone="yellow">
            <Trans>Internal, not shown to the victim</Trans>
          </Badge>
        )}
        <span className="text-sm text-muted-foreground">{sayShared(caseActivityKindLabels[item.kind])}</span>
      </div>
      {item.detail && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{item.detail}</p>}
      <p className="text-sm text-muted-foreground">
        <time dateTime={item.at}>{formatDateTime(item.at)}</time>
        {item.by ? ` · ${item.by}` : ''}
      </p>
    </li>
  );
}

/**
 * Everything that happened on the case in one timeline, newest first: changes, messages both ways
 * and internal notes, files, money trails, payouts, applications, e-mails to the victim (issue 25).
 */
export function CaseActivitySection({ incidentId }: { incidentId: number }) {
  const headingId = useId();
  const [kind, setKind] = useState('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const activity = useCaseActivity(incidentId, { kind, page, pageSize });
  const items = activity.data?.items ?? [];
  const { t } = useLingui();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-end justify-between gap-3 p-4 pb-2 sm:p-5 sm:pb-2">
          <h2 id={headingId} className="text-lg font-semibold">
            <Trans>Activity</Trans>
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm font-medium">
              <Trans>Show</Trans>
              <NativeSelect
                className="w-56"
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value);
                  setPage(1);
                }}
              >
                <option value="all">{t`Everything`}</option>
                {caseActivityKinds.map((value) => (
                  <option key={value} value={value}>
                    {sayShared(caseActivityKindLabels[value])}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <Button variant="outline" size="sm" asChild>
              <a href={`#${CONVERSATION_ANCHOR}`}>
                <MessagesSquare aria-hidden="true" /> <Trans>Answer the victim</Trans>
              </a>
            </Button>
          </div>
        </div>
        <CardContent className="flex flex-col gap-2 p-4 pt-0 sm:p-5 sm:pt-0" aria-busy={activity.isFetching}>
          {activity.isError ? (
            <p className="text-muted-foreground">
              <Trans>The activity could not be loaded. Try Refresh All.</Trans>
            </p>
          ) : activity.isPending ? (
            <p className="text-muted-foreground">
              <Trans>Loading…</Trans>
            </p>
          ) : items.length === 0 ? (
            <p className="text-muted-foreground">{kind === 'all' ? t`Nothing has happened on this case yet.` : t`Nothing of this kind on this case.`}</p>
          ) : (
            <ol aria-label={t`Activity on this case, newest first`} className="flex flex-col gap-1">
              {items.map((item) => (
                <ActivityEntry key={item.key} item={item} />
              ))}
            </ol>
          )}
          {(activity.data?.total ?? 0) > pageSize && (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={activity.data?.total}
              noun={t`entries`}
              onPage={setPage}
              onPageSize={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          )}
        </CardContent>
      </section>
    </Card>
  );
}
