import { useMutation } from '@tanstack/react-query';
import {
  EVIDENCE_FIELD,
  reportIncidentResponseSchema,
  type ReportIncidentFields,
  type ReportIncidentResponse,
} from '@shared/incidents/report-schema';
import { apiRequest } from '@/lib/api-client';

export type ReportIncidentRequest = { fields: ReportIncidentFields; files: File[] };

/** `POST /api/report-incident`: the form's fields, then each evidence file under `evidence`. */
export async function reportIncident({ fields, files }: ReportIncidentRequest): Promise<ReportIncidentResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, value);
  }
  for (const file of files) form.append(EVIDENCE_FIELD, file, file.name);
  const body = await apiRequest<unknown>('/api/report-incident', { method: 'POST', formData: form });
  return reportIncidentResponseSchema.parse(body);
}

export function useReportIncident() {
  return useMutation({ mutationFn: reportIncident });
}
