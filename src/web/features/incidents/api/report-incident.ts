import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  EVIDENCE_FIELD,
  reportIncidentResponseSchema,
  SUBMISSION_KEY_FIELD,
  type ReportIncidentFields,
  type ReportIncidentResponse,
} from '@shared/incidents/report-schema';
import { apiRequest } from '@/lib/api-client';

export type ReportIncidentRequest = { fields: ReportIncidentFields; files: File[] };

/**
 * `POST /api/report-incident`: the form's fields and its submission key, then each evidence file
 * under `evidence`.
 */
export async function reportIncident({ fields, files, submissionKey }: ReportIncidentRequest & { submissionKey: string }): Promise<ReportIncidentResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, value);
  }
  form.append(SUBMISSION_KEY_FIELD, submissionKey);
  for (const file of files) form.append(EVIDENCE_FIELD, file, file.name);
  const body = await apiRequest<unknown>('/api/report-incident', { method: 'POST', formData: form });
  return reportIncidentResponseSchema.parse(body);
}

/** What a second press must match to be the same report: its fields and its files. */
function sameReport({ fields, files }: ReportIncidentRequest): string {
  return JSON.stringify([fields, files.map((file) => [file.name, file.size, file.lastModified])]);
}

function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a report. Sending the same report again (after an answer that never came) sends the same
 * key, so the server answers with the report it already has instead of filing a second; a changed
 * report is a new one.
 */
export function useReportIncident() {
  const last = useRef<{ report: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (request: ReportIncidentRequest) => {
      const report = sameReport(request);
      if (last.current?.report !== report) last.current = { report, key: newSubmissionKey() };
      return reportIncident({ ...request, submissionKey: last.current.key });
    },
  });
}
