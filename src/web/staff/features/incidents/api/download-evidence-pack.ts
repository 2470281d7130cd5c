import { downloadStaffFile } from '@/staff/lib/staff-file';

/** The case's evidence pack, saved under the server's name (evidence-FR-…-date.zip). */
export const downloadEvidencePack = (incidentId: number): Promise<void> =>
  downloadStaffFile(`/api/admin/incidents/${incidentId}/evidence-pack`, 'evidence-pack.zip');
