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
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {total === undefined
          ? ' '
          : `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}${totalIsLowerBound ? '+' : ''} ${noun}`}
      </p>
      {/* Wraps on a 390 px phone: the page size and previous/next never push the page sideways. */}
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <span>Rows per page</span>
          <NativeSelect className="min-h-9 w-20 py-1 text-sm" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span className="tabular-nums">
          {/* How many pages a common search fills is not known, so it is not guessed. */}
          Page {page.toLocaleString('en-US')}
          {totalIsLowerBound ? null : ` of ${pages.toLocaleString('en-US')}`}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
