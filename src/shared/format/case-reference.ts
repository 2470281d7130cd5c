/** Every case is named the same way wherever a victim or staff member sees it (DECISIONS D14). */
export function formatCaseReference(incidentId: number): string {
  return `FR-${String(incidentId).padStart(6, '0')}`;
}


/** 'FR-000123', 'fr-123', 'FR123' or '123' names case 123; anything else names none. */
export function parseCaseReference(text: string): number | null {
  const match = /^(?:fr-?)?0*(\d{1,10})$/i.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
