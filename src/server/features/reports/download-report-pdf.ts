import { eq } from 'drizzle-orm';
import { reportTypes, type ReportType } from '@shared/reports/staff-schema';
import { BRANDING_FILE_PATH } from '@shared/settings/registry';
import type { Db } from '../../kernel/db/client';
import { reports } from '../../kernel/db/schema/index';
import type { FileStorage } from '../../kernel/storage/storage';
import { coversOf } from './describe-filters';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import { brandingStorageKey } from '../settings/branding-image';
import { getSettingValue } from '../settings/queries';
import type { ReportData } from './report-data';
import { renderReportPdf, type PdfBranding } from './report-pdf';

export const REPORT_NOT_FOUND_MESSAGE = 'Report not found';

/** `<type>-<id>-<yyyy-mm-dd>.pdf`, dated the day the report was generated (UTC). */
export const reportFileName = (report: { type: string; id: number; generatedAt: Date }) =>
  `${report.type}-${report.id}-${report.generatedAt.toISOString().slice(0, 10)}.pdf`;

/** The organisation's name and logo as the PDF shows them (pdfkit draws PNG and JPEG logos); bench:reports draws with it too. */
export async function pdfBranding(deps: { db: Db; storage: FileStorage }): Promise<PdfBranding> {
  const [platformName, logoUrl] = await Promise.all([getSettingValue(deps.db, 'platform_name'), getSettingValue(deps.db, 'logo_url')]);
  let logo: Buffer | null = null;
  if (logoUrl?.startsWith(BRANDING_FILE_PATH) && /\.(png|jpg)$/.test(logoUrl)) {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await deps.storage.read(brandingStorageKey(logoUrl.slice(BRANDING_FILE_PATH.length)))) chunks.push(chunk as Buffer);
      logo = Buffer.concat(chunks);
    } catch {
      // A logo missing from storage leaves the name alone at the top.
    }
  }
  return { platformName: platformName || 'Haven', logo };
}

/** A stored report as its PDF, in `locale` (the language of whoever downloads it); each download is audited. */
export async function downloadReportPdf(
  deps: { db: Db; storage: FileStorage },
  input: { id: number; by: Change; locale: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const [row] = await deps.db.select().from(reports).where(eq(reports.id, input.id));
  const type = reportTypes.find((t) => t === row?.type) as ReportType | undefined;
  if (!row || !type || !row.data) throw new AppError('REPORT_NOT_FOUND', REPORT_NOT_FOUND_MESSAGE);
  const pdf = await renderReportPdf(
    { id: row.id, type, covers: coversOf(row.filters), description: row.description, generatedAt: row.generatedAt, generatedBy: row.generatedBy, data: row.data as ReportData },
    await pdfBranding(deps),
    input.locale,
  );
  await deps.db.transaction((tx) =>
    recordAudit(tx, { actor: input.by.actor, action: 'report.downloaded', entity: { type: 'report', id: row.id }, ip: input.by.ip }),
  );
  return { pdf, fileName: reportFileName(row) };
}
