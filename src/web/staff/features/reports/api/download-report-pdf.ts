import { downloadStaffFile } from '@/staff/lib/staff-file';

/** Saves a report's PDF under the server's name for it (else type, id and day). */
export const downloadReportPdf = (report: { id: number; type: string; generatedAt: string }): Promise<void> =>
  downloadStaffFile(`/api/admin/reports/${report.id}/pdf`, `${report.type}-${report.id}-${report.generatedAt.slice(0, 10)}.pdf`);
