import { useQuery } from '@tanstack/react-query';
import type {
  StaffUser,
  UserApplication,
  UserDetailList,
  UserDocument,
  UserIncident,
  UserPayout,
} from '@shared/users/admin-schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

export function useUser(id: number) {
  return useQuery({
    queryKey: adminKeys.record('users', id),
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
    queryKey: [...adminKeys.record('users', id), kind],
    queryFn: () => apiRequest<UserDetailList<RecordKinds[K]>>(`/api/admin/users/${id}/${kind}`),
    enabled: id > 0,
  });
}
