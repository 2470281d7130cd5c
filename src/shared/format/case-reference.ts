/** Every case is named the same way wherever a victim or staff member sees it (DECISIONS D14). */
export function formatCaseReference(incidentId: number): string {
  return `FR-${String(incidentId).padStart(6, '0')}`;
}

