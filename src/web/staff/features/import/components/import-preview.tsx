import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { Ref } from 'react';
import { sampleHeaders, type ImportPreview } from '@shared/imports/schema';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The refusals shown on the page; the report holds every one. */
export const PROBLEMS_SHOWN = 100;

/** The reasons each refused row was refused: row, column and why, as the report has them. */
export function RefusedRows({ problems, onDownload }: { problems: ImportPreview['problems']; onDownload: () => void }) {
  const { t } = useLingui();
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  const shownCount = shown.length;
  const total = problems.length;
  return (
    <section aria-labelledby="import-refused" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="import-refused" className="text-lg font-semibold">
          <Trans>Refused rows</Trans>
        </h3>
        <Button variant="outline" onClick={onDownload}>
          <Download aria-hidden="true" /> <Trans>Download the refused rows (CSV)</Trans>
        </Button>
      </div>
      <p className="text-muted-foreground">
        <Trans>
          Row numbers are as your spreadsheet shows them: the header is row 1. A refused row is not imported; correct it and import it in a file of its own.
        </Trans>
        {total > shownCount ? ` ${t`The first ${shownCount} of ${total} reasons are shown; the report has them all.`}` : ''}
      </p>
      <div className="rounded-lg border border-border bg-card">
        <table className="w-full table-fixed text-start text-sm">
          <caption className="sr-only">
            <Trans>Why each refused row was refused</Trans>
          </caption>
          <colgroup>
            <col className="w-16" />
            <col className="w-1/4" />
            <col />
          </colgroup>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                <Trans>Row</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <Trans>Column</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <Trans>Why</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((problem, index) => (
              <tr key={`${problem.row}-${index}`} className="border-t border-border align-top">
                <td className="px-3 py-2 tabular-nums">{problem.row}</td>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{problem.column ?? t`The whole row`}</td>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The first rows to import, each cell as it will be stored: what the file was read as. */
function SampleRows({ preview }: { preview: ImportPreview }) {
  const { t } = useLingui();
  const headers = sampleHeaders(preview.kind);
  const sampled = preview.sample.length;
  return (
    <section aria-labelledby="import-sample" className="flex flex-col gap-3">
      <h3 id="import-sample" className="text-lg font-semibold">
        {preview.toImport > sampled ? t`The first ${sampled} rows to import, as they will be stored` : t`The rows to import, as they will be stored`}
      </h3>
      <ol className="grid gap-3 lg:grid-cols-2" aria-labelledby="import-sample">
        {preview.sample.map((sample) => {
          const row = sample.row;
          return (
          <li key={row} className="rounded-lg border border-border bg-card p-3">
            <p className="font-semibold">
              <Trans>Row {row}</Trans>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {sample.cells.map((cell, index) =>
                cell === '' ? null : (
                  <div key={headers[index]} className="contents">
                    <dt className="text-muted-foreground">{headers[index]}</dt>
                    <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{cell}</dd>
                  </div>
                ),
              )}
            </dl>
          </li>
          );
        })}
      </ol>
    </section>
  );
}

/** What the file would import and what it refuses, before anything is written. */
export function ImportPreviewPanel({ preview, headingRef, onDownload }: { preview: ImportPreview; headingRef: Ref<HTMLHeadingElement>; onDownload: () => void }) {
  const { t } = useLingui();
  const newPlatformsShown = preview.newPlatforms.slice(0, 20);
  const fileName = preview.fileName;
  const rows = preview.rows;
  const rowsRead = plural(rows, { one: '# row', other: '# rows' });
  const toImport = preview.toImport;
  const refused = preview.refused;
  const newPlatforms = preview.newPlatforms.length;
  const morePlatforms = newPlatforms - newPlatformsShown.length;
  return (
    <section aria-labelledby="import-preview" className="flex flex-col gap-4">
      <h2 id="import-preview" ref={headingRef} tabIndex={-1} className="text-xl font-semibold [overflow-wrap:anywhere] focus-visible:outline-none">
        <Trans>Preview of {fileName}</Trans>
      </h2>
      <p className="text-lg">
        <Trans>
          {rowsRead} read: <strong>{toImport} to import</strong>, {refused} refused. Nothing has been imported yet.
        </Trans>
      </p>
      {preview.ignoredColumns.length > 0 ? (
        <Alert variant="info">
          <AlertDescription>
            <p>
              <Trans>Not imported from this file:</Trans>
            </p>
            <ul className="list-disc ps-6">
              {preview.ignoredColumns.map((column) => (
                <li key={column.header}>
                  {column.header}: {column.why}.
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      {preview.newPlatforms.length > 0 ? (
        <p>
          {plural(newPlatforms, { one: 'A platform Haven does not know yet will be added', other: '# platforms Haven does not know yet will be added' })}:{' '}
          <span className="[overflow-wrap:anywhere]">
            {newPlatformsShown.join(', ')}
            {morePlatforms > 0 ? t`, and ${morePlatforms} more` : ''}
          </span>
          .
        </p>
      ) : null}
      {preview.problems.length > 0 ? <RefusedRows problems={preview.problems} onDownload={onDownload} /> : null}
      {preview.sample.length > 0 ? <SampleRows preview={preview} /> : null}
    </section>
  );
}
