import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { pageSizes } from '@shared/lists/list-query';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number | undefined;
  /** The server stopped counting a common search: there are at least `total`. */
  totalIsLowerBound?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** What the rows are ("incidents"), for the summary line. */
  noun: string;
};

/** "1–25 of 1,234 incidents" (or "of 1,000+"), page size, and previous/next. The server does the paging. */
export function Pagination({ page, pageSize, total, totalIsLowerBound = false, onPage, onPageSize, noun }: PaginationProps) {
  const count = total ?? 0;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  const { t } = useLingui();
  const from = formatNumber(first);
  const to = formatNumber(last);
  const of = `${formatNumber(count)}${totalIsLowerBound ? '+' : ''}`;
  const pageShown = formatNumber(page);
  const pagesShown = formatNumber(pages);
  return (
    <nav aria-label={t`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {total === undefined
          ? ' '
          : t`${from}–${to} of ${of} ${noun}`}
      </p>
      {/* Wraps on a 390 px phone: the page size and previous/next never push the page sideways. */}
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <span>
            <Trans>Rows per page</Trans>
          </span>
          <NativeSelect className="min-h-9 w-20 py-1 text-sm" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" /> <Trans>Previous</Trans>
        </Button>
        <span className="tabular-nums">
          {/* How many pages a common search fills is not known, so it is not guessed. */}
          {totalIsLowerBound ? t`Page ${pageShown}` : t`Page ${pageShown} of ${pagesShown}`}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          <Trans>Next</Trans> <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
