import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratedReport, GenerateReportInput } from '@shared/reports/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

export function generateReport(input: GenerateReportInput): Promise<GeneratedReport> {
  return apiRequest<GeneratedReport>('/api/admin/reports/generate', { method: 'POST', json: input });
}

export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReport,
    onSuccess: () => invalidateDomains(queryClient, ['reports', 'audit']),
  });
}
