import { eq } from 'drizzle-orm';
import type { StaffApplication } from '@shared/applications/staff-schema';
import type { Db } from '../../kernel/db/client';
import { recoveryApplications } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { presentStaffApplication } from './present-staff-application';

export const APPLICATION_NOT_FOUND_MESSAGE = 'Recovery application not found';

export async function findStaffApplication(db: Db, id: number): Promise<StaffApplication> {
  const [row] = await db.select().from(recoveryApplications).where(eq(recoveryApplications.id, id)).limit(1);
  if (!row) throw new AppError('APPLICATION_NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE);
  return presentStaffApplication(row);
}
