import { eq } from 'drizzle-orm';
import type { StaffApplication } from '@shared/applications/staff-schema';
import { recoveryApplications } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { presentStaffApplication } from './present-staff-application';
import type { Dependencies } from '../../dependencies';

export const APPLICATION_NOT_FOUND_MESSAGE = 'Recovery application not found';

export async function findStaffApplication(deps: Pick<Dependencies, 'db'>, input: { id: number }): Promise<StaffApplication> {
  const { db } = deps;
  const { id } = input;
  const [row] = await db.select().from(recoveryApplications).where(eq(recoveryApplications.id, id)).limit(1);
  if (!row) throw new AppError('APPLICATION_NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE);
  return presentStaffApplication(row);
}
