import { useQuery } from '@tanstack/react-query';
import type { StaffDocumentPage } from '@shared/documents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** The files on one case (the staff documents list, narrowed to its reference). */
export function getCaseFiles(reference: string): Promise<StaffDocumentPage> {
  return apiRequest<StaffDocumentPage>(`/api/admin/documents?q=${encodeURIComponent(reference)}&pageSize=100`);
}

export function useCaseFiles(reference: string) {
  return useQuery({ queryKey: staffKeys.list('documents', { caseFiles: reference }), queryFn: () => getCaseFiles(reference) });
}
