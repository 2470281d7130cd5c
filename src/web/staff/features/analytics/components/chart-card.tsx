import { Trans } from '@lingui/react/macro';
import { BarChart3, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export type TableColumn = { header: string; align?: 'right' };

/**
 * One chart with its figures as a table. The picture is hidden from screen readers and from the
 * keyboard; both reach the figures in the table (always in the page, shown on screen by "Show
 * table"); with no data, an honest empty state. Each chart is drawn with accessibilityLayer off:
 * the library would otherwise make it a keyboard stop inside this hidden picture, a stop nobody can
 * hear (axe: aria-hidden-focus), while its tooltips on hover stay.
 */
export function ChartCard({
  title,
  description,
  isEmpty,
  chart,
  columns,
  rows,
}: {
  title: string;
  description: string;
  isEmpty: boolean;
  chart: ReactNode;
  columns: TableColumn[];
  rows: ReactNode[][];
}) {
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle id={headingId} className="text-lg">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {isEmpty ? null : (
          <Button variant="outline" size="sm" onClick={() => setShowTable((v) => !v)} aria-pressed={showTable}>
            {showTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
            {showTable ? (
              <Trans>
                Show chart<span className="sr-only"> of {title}</span>
              </Trans>
            ) : (
              <Trans>
                Show table<span className="sr-only"> of {title}</span>
              </Trans>
            )}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isEmpty ? (
          <p className="py-8 text-center text-muted-foreground">
            <Trans>No data yet for these dates.</Trans>
          </p>
        ) : (
          <>
            {showTable ? null : (
              <div aria-hidden="true" className="h-64 w-full">
                {chart}
              </div>
            )}
            <div className={showTable ? 'max-h-80 overflow-auto' : 'sr-only'}>
              <table className="w-full border-collapse text-start text-sm">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c.header} scope="col" className={`border-b border-border px-2 py-1.5 font-medium text-muted-foreground ${c.align === 'right' ? 'text-end' : ''}`}>
                        {c.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, r) => (
                    <tr key={r} className="border-b border-border last:border-b-0">
                      {row.map((cell, c) => (
                        <td key={c} className={`px-2 py-1.5 ${columns[c]?.align === 'right' ? 'text-end tabular-nums' : ''}`}>
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
