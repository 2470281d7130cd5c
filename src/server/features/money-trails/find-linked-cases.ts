import { sql } from 'drizzle-orm';
import { LINKED_CASES_LIMIT, type LinkedCase } from '@shared/money-trails/staff-schema';
import type { ObservableField } from '@shared/money-trails/observable-key';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Dependencies } from '../../dependencies';
import { selectRows } from '../../kernel/db/select-rows';
import { findIncidentForViewer } from '../incidents/policy';

type Row = { incident_id: number; field: ObservableField; value: string; key: string };
/**
 * Other incidents whose trails hold an account, wallet or transaction of this one: how one scammer
 * behind many victims shows. Keys are the generated, indexed *_key columns (migration 0006), and an
 * account is an account whichever side of a transfer it is on: this case's to-account may be another
 * case's from-account. Each (key, incident_id) index answers one key with one range scan.
 */
export async function findLinkedCases(deps: Pick<Dependencies, 'db'>, input: { incidentId: number; adminId: number }): Promise<LinkedCase[]> {
  const { db } = deps;
  const { incident } = await findIncidentForViewer(db, { incidentId: input.incidentId, viewer: { kind: 'staff', adminId: input.adminId } });
  const result = await selectRows<Row>(db, sql`
    with mine as (
      select from_account_key as key from money_trails where incident_id = ${incident.id} and from_account_key is not null
      union select to_account_key from money_trails where incident_id = ${incident.id} and to_account_key is not null
      union select blockchain_tx_key from money_trails where incident_id = ${incident.id} and blockchain_tx_key is not null
    ),
    matches as (
      select t.incident_id, 'fromAccount' as field, t.from_account as value, t.from_account_key as key, t.id
        from mine join money_trails t on t.from_account_key = mine.key where t.incident_id <> ${incident.id}
      union all
      select t.incident_id, 'toAccount', t.to_account, t.to_account_key, t.id
        from mine join money_trails t on t.to_account_key = mine.key where t.incident_id <> ${incident.id}
      union all
      select t.incident_id, 'blockchainTx', t.blockchain_tx, t.blockchain_tx_key, t.id
        from mine join money_trails t on t.blockchain_tx_key = mine.key where t.incident_id <> ${incident.id}
    )
    select distinct on (incident_id, key) incident_id, field, value, key
    from matches
    order by incident_id desc, key, id
    limit ${LINKED_CASES_LIMIT}`);
  return result.map((row) => ({
    incidentId: Number(row.incident_id),
    reference: formatCaseReference(Number(row.incident_id)),
    field: row.field,
    value: row.value,
  }));
}
