/**
 * Whether a database error (or one it wraps, as drizzle does) is a unique-index violation
 * (SQLSTATE 23505): a second writer lost a race that an index decides, so the caller can say which.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause);
}

/** Whether a database error (or one it wraps) is a foreign-key violation (SQLSTATE 23503): the row it names went away meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (error as { code?: unknown }).code === '23503' || isForeignKeyViolation((error as { cause?: unknown }).cause);
}
