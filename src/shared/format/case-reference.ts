/** Every case is named the same way wherever a victim or staff member sees it (DECISIONS D14). */
export function formatCaseReference(incidentId: number): string {
  return `FR-${String(incidentId).padStart(6, '0')}`;
}

/** Accepts 'FR-000042', 'fr-42' or '42'; null when it is not a case reference. */
export function parseCaseReference(input: string): number | null {
  const match = /^(?:fr-?)?0*(\d{1,9})$/i.exec(input.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
