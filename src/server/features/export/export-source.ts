import type { AnyColumn, SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../kernel/db/client';
import type { ExportColumn } from './export-columns';
import { type StaffIdentity } from '../../kernel/plugins/access';

/**
 * One staff list as an export: its own query schema and WHERE/ORDER BY (from the list's module, so
 * the file and the list can never disagree), who may read it, and the columns that leave.
 */
export type ExportSource<Q> = {
  /** The list's own query schema: the export takes exactly the list's filters. */
  querySchema: z.ZodType<Q>;
  /** The audience of the list's own GET route. */
  access: 'staff' | 'admin';
  /** A refusal the list itself makes for some queries (a caseworker and the audit log, D17). */
  authorize?(staff: StaffIdentity, query: Q): void;
  /** A caseworker's file holds only the rows of their own cases (D17); an admin's holds everyone's. */
  ownCasesOnly?: true;
  columns: readonly ExportColumn[];
  /** What the list reads before its query (the response targets, say), added to the query. */
  prepare?(db: Db, query: Q, now: Date): Promise<Q>;
  /**
   * Every matching row, in the list's order, as one query selecting `select`: the columns one by
   * one (`selection`, for JSON) or each row's finished CSV line (`csvLineSelection`). `asker` is
   * who exports (a list's "mine" filter means them).
   */
  rows(db: Db, query: Q, select: Record<string, SQL.Aliased>, ownCases: OwnCasesScope, asker: StaffIdentity): SQL;
};

/**
 * A caseworker exports only what belongs to their own cases (D17): given a case id column, the
 * condition that it is one of theirs; null for an admin, whose export is of everyone.
 */
export type OwnCasesScope = ((incidentId: AnyColumn | SQL) => SQL) | null;
