import { useQuery } from '@tanstack/react-query';
import type { DocumentView } from '@shared/documents/schema';
import { apiRequest } from '@/lib/api-client';

export const documentsQueryKey = (recoveryId: number) => ['documents', recoveryId] as const;

export function getDocuments(recoveryId: number): Promise<DocumentView[]> {
  return apiRequest<DocumentView[]>(`/api/documents?recoveryId=${recoveryId}`);
}

export function useDocuments(recoveryId: number) {
  return useQuery({ queryKey: documentsQueryKey(recoveryId), queryFn: () => getDocuments(recoveryId) });
}
