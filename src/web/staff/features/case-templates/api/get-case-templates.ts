import { useQuery } from '@tanstack/react-query';
import type { CaseTemplateList } from '@shared/tasks/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

// The usual steps per fraud type (issue 26). A case reads its own type's with its tasks.
export function getCaseTemplates(): Promise<CaseTemplateList> {
  return apiRequest<CaseTemplateList>('/api/admin/case-templates');
}

export function useCaseTemplates() {
  return useQuery({ queryKey: staffKeys.list('case-templates', {}), queryFn: getCaseTemplates });
}
