import { useQuery } from '@tanstack/react-query';
import type {
  StaffUser,
  UserApplication,
  UserDetailList,
  UserDocument,
  UserIncident,
  UserPayout,
} from '@shared/users/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function useUser(id: number) {
  return useQuery({
    queryKey: staffKeys.record('users', id),
    queryFn: () => apiRequest<StaffUser>(`/api/admin/users/${id}`),
    enabled: id > 0,
  });
}

type RecordKinds = {
  incidents: UserIncident;
  'recovery-applications': UserApplication;
  payouts: UserPayout;
  documents: UserDocument;
};
export type UserRecordKind = keyof RecordKinds;

/** One of the user detail's four lists (spec 7); each loads, and fails, on its own. */
export function useUserRecords<K extends UserRecordKind>(id: number, kind: K) {
  return useQuery({
    queryKey: [...staffKeys.record('users', id), kind],
    queryFn: () => apiRequest<UserDetailList<RecordKinds[K]>>(`/api/admin/users/${id}/${kind}`),
    enabled: id > 0,
  });
}
