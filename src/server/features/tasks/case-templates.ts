import { eq } from 'drizzle-orm';
import { fraudTypeLabel, fraudTypes, type FraudType } from '@shared/incidents/fraud-types';
import type { CaseTasks, CaseTemplate } from '@shared/tasks/schema';
import { caseTasks, caseTemplates } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { assertRoomFor } from './case-tasks';
import { caseTasksOf, lockCase, presentTemplate } from './case-tasks-of';

// Case templates (issue 26): the steps a case of one fraud type usually needs, kept by admins. A
// staff member adds them to a case in one go; what the case already has is not added twice.

const order = (fraudType: string) => {
  const at = (fraudTypes as readonly string[]).indexOf(fraudType);
  return at === -1 ? fraudTypes.length : at;
};

/** Every template, in the order the fraud types are offered. */
export async function listCaseTemplates(deps: Pick<Dependencies, 'db'>): Promise<{ items: CaseTemplate[] }> {
  const rows = await deps.db.select().from(caseTemplates);
  return { items: rows.sort((a, b) => order(a.fraudType) - order(b.fraudType)).map(presentTemplate) };
}

const sameSteps = (a: string[], b: string[]) => a.length === b.length && a.every((step, i) => step === b[i]);

/** A fraud type's steps become the ones given (admins); an empty list takes the template away. */
export async function saveCaseTemplate(
  deps: Pick<Dependencies, 'db' | 'clock'>,
  input: { fraudType: FraudType; steps: string[]; by: Change },
): Promise<{ template: CaseTemplate | null }> {
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(caseTemplates).where(eq(caseTemplates.fraudType, input.fraudType)).for('update');
    const entity = { type: 'case_template', id: input.fraudType };
    if (input.steps.length === 0) {
      if (!existing) return { template: null };
      await tx.delete(caseTemplates).where(eq(caseTemplates.id, existing.id));
      await recordAudit(tx, { actor: input.by.actor, action: 'case_template.deleted', entity, before: { steps: existing.steps }, ip: input.by.ip });
      return { template: null };
    }
    if (existing && sameSteps(existing.steps, input.steps)) return { template: presentTemplate(existing) };
    // Two admins writing the first template of a type at once: the second becomes an update.
    const [row] = await tx
      .insert(caseTemplates)
      .values({ fraudType: input.fraudType, steps: input.steps, updatedAt: deps.clock() })
      .onConflictDoUpdate({ target: caseTemplates.fraudType, set: { steps: input.steps, updatedAt: deps.clock() } })
      .returning();
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'case_template.saved',
      entity,
      before: existing ? { steps: existing.steps } : undefined,
      after: { steps: input.steps },
      ip: input.by.ip,
    });
    return { template: presentTemplate(row!) };
  });
}

/**
 * Adds the usual steps for the case's fraud type as its tasks, in the template's order, leaving out
 * each step the case already has by the same words, open or done: a step done is not to be done
 * again, and pressing the button twice adds nothing the second time. Answers the case's tasks.
 */
export async function applyCaseTemplate(deps: Pick<Dependencies, 'db' | 'clock'>, input: { incidentId: number; adminId: number; by: Change }): Promise<CaseTasks> {
  return deps.db.transaction(async (tx) => {
    const incident = await lockCase(tx, input.incidentId);
    if (incident.fraudType === null) {
      throw new AppError('CASE_FRAUD_TYPE_MISSING', 'This case has no fraud type yet, so there are no usual steps for it. Set its fraud type under Basic information first.');
    }
    const [template] = await tx.select().from(caseTemplates).where(eq(caseTemplates.fraudType, incident.fraudType));
    if (!template) {
      // Each fraud type by name, so a language words it in its own way; one added later reads as its label.
      throw new AppError(
        'CASE_TEMPLATE_NOT_FOUND',
        'There are no usual steps for {fraudType, select, investment_scam {investment scam} cryptocurrency_fraud {cryptocurrency fraud} romance_scam {romance scam} ecommerce_fraud {online shopping (e-commerce) fraud} fake_online_store {fake online store} advance_fee_fraud {advance-fee fraud} phishing {phishing} identity_theft {identity theft} other {{label}}} cases yet. An admin can write them under Case templates.',
        { values: { fraudType: incident.fraudType, label: fraudTypeLabel(incident.fraudType).toLowerCase() } },
      );
    }
    const had = new Set((await tx.select({ title: caseTasks.title }).from(caseTasks).where(eq(caseTasks.incidentId, incident.id))).map((row) => row.title.toLowerCase()));
    const adding = template.steps.filter((step) => !had.has(step.toLowerCase()));
    if (adding.length > 0) {
      const last = await assertRoomFor(tx, incident.id, adding.length);
      const now = deps.clock();
      await tx
        .insert(caseTasks)
        .values(adding.map((title, i) => ({ incidentId: incident.id, title, createdBy: input.adminId, createdAt: now, position: last + 1 + i })));
      await recordAudit(tx, {
        actor: input.by.actor,
        action: 'task.template_applied',
        entity: { type: 'fraud_incident', id: incident.id },
        after: { fraudType: incident.fraudType, added: adding },
        ip: input.by.ip,
      });
    }
    return caseTasksOf(tx, incident);
  });
}
