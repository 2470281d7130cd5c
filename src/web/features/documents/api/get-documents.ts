import { useQuery } from '@tanstack/react-query';
import type { DocumentView } from '@shared/documents/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getDocuments(recoveryId: number): Promise<DocumentView[]> {
  return apiRequest<DocumentView[]>(`/api/documents?recoveryId=${recoveryId}`);
}

export function useDocuments(recoveryId: number) {
  return useQuery({ queryKey: queryKeys.documents(recoveryId), queryFn: () => getDocuments(recoveryId) });
}
