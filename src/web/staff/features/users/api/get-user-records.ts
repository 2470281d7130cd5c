import { useQuery } from '@tanstack/react-query';
import type { UserApplication, UserDetailList, UserDocument, UserIncident, UserPayout } from '@shared/users/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

type RecordKinds = {
  incidents: UserIncident;
  'recovery-applications': UserApplication;
  payouts: UserPayout;
  documents: UserDocument;
};
export type UserRecordKind = keyof RecordKinds;

/** One of the user detail's four lists (spec 7). */
export function getUserRecords<K extends UserRecordKind>(id: number, kind: K): Promise<UserDetailList<RecordKinds[K]>> {
  return apiRequest<UserDetailList<RecordKinds[K]>>(`/api/admin/users/${id}/${kind}`);
}

/** Each list loads, and fails, on its own. */
export function useUserRecords<K extends UserRecordKind>(id: number, kind: K) {
  return useQuery({ queryKey: staffKeys.userRecords(id, kind), queryFn: () => getUserRecords(id, kind), enabled: id > 0 });
}
