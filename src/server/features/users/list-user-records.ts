import { count, desc, eq, type SQL } from 'drizzle-orm';
import { formatApplicationReference } from '@shared/applications/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import {
  USER_DETAIL_LIST_LIMIT,
  type UserApplication,
  type UserDetailList,
  type UserDocument,
  type UserIncident,
  type UserPayout,
} from '@shared/users/staff-schema';
import type { Db } from '../../kernel/db/client';
import { documents, fraudIncidents, payoutRequests, platforms, recoveryApplications } from '../../kernel/db/schema/index';
import { applicationsWith, documentsOf, payoutsOf, reportsWith } from './victim-records';
import { findUserRow } from './find-user';
import type { Dependencies } from '../../dependencies';

// The user detail's four lists. A record is the person's if it carries their address, the same rule
// the export and the deletion of D15 use (victim-records.ts), so staff see what deletion
// would reach. Unconfirmed reports and unverified applications are included and marked (D18).

async function ownerOf(db: Db, id: number): Promise<string> {
  return (await findUserRow({ db }, { id })).email.toLowerCase();
}

async function incidentIdsOf(db: Db, owner: string): Promise<number[]> {
  return (await db.select({ id: fraudIncidents.id }).from(fraudIncidents).where(reportsWith(owner))).map((r) => r.id);
}

async function totalOf(db: Db, table: typeof documents | typeof payoutRequests | typeof fraudIncidents | typeof recoveryApplications, where: SQL) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

export async function listUserIncidents(deps: Pick<Dependencies, 'db'>, input: { id: number }): Promise<UserDetailList<UserIncident>> {
  const { db } = deps;
  const { id } = input;
  const where = reportsWith(await ownerOf(db, id));
  const rows = await db
    .select({ incident: fraudIncidents, platformName: platforms.name })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(where)
    .orderBy(desc(fraudIncidents.createdAt), desc(fraudIncidents.id))
    .limit(USER_DETAIL_LIST_LIMIT);
  return {
    items: rows.map(({ incident, platformName }) => ({
      id: incident.id,
      reference: formatCaseReference(incident.id),
      platformName,
      lossAmount: incident.lossAmount,
      currency: incident.currency,
      status: incident.status,
      incidentDate: incident.incidentDate,
      confirmed: incident.confirmedAt !== null,
      createdAt: incident.createdAt.toISOString(),
    })),
    total: await totalOf(db, fraudIncidents, where),
  };
}

export async function listUserApplications(deps: Pick<Dependencies, 'db'>, input: { id: number }): Promise<UserDetailList<UserApplication>> {
  const { db } = deps;
  const { id } = input;
  const where = applicationsWith(await ownerOf(db, id));
  const rows = await db
    .select()
    .from(recoveryApplications)
    .where(where)
    .orderBy(desc(recoveryApplications.submittedAt), desc(recoveryApplications.id))
    .limit(USER_DETAIL_LIST_LIMIT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      reference: formatApplicationReference(row.id),
      platformName: row.platformName,
      lossAmount: row.lossAmount,
      currency: row.currency,
      status: row.status,
      emailVerified: row.emailVerifiedAt !== null,
      submittedAt: row.submittedAt.toISOString(),
    })),
    total: await totalOf(db, recoveryApplications, where),
  };
}

export async function listUserPayouts(deps: Pick<Dependencies, 'db'>, input: { id: number }): Promise<UserDetailList<UserPayout>> {
  const { db } = deps;
  const { id } = input;
  const owner = await ownerOf(db, id);
  const where = payoutsOf(owner, await incidentIdsOf(db, owner));
  const rows = await db
    .select()
    .from(payoutRequests)
    .where(where)
    .orderBy(desc(payoutRequests.requestDate), desc(payoutRequests.id))
    .limit(USER_DETAIL_LIST_LIMIT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      incidentId: row.incidentId,
      incidentReference: formatCaseReference(row.incidentId),
      amount: row.amount,
      currency: row.currency,
      payoutMethod: row.payoutMethod,
      status: row.status,
      requestDate: row.requestDate.toISOString(),
    })),
    total: await totalOf(db, payoutRequests, where),
  };
}

export async function listUserDocuments(deps: Pick<Dependencies, 'db'>, input: { id: number }): Promise<UserDetailList<UserDocument>> {
  const { db } = deps;
  const { id } = input;
  const owner = await ownerOf(db, id);
  const where = documentsOf(owner, await incidentIdsOf(db, owner));
  const rows = await db
    .select()
    .from(documents)
    .where(where)
    .orderBy(desc(documents.uploadDate), desc(documents.id))
    .limit(USER_DETAIL_LIST_LIMIT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      filename: row.filename,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      category: row.category,
      status: row.status,
      incidentId: row.recoveryId,
      uploadDate: row.uploadDate.toISOString(),
    })),
    total: await totalOf(db, documents, where),
  };
}

