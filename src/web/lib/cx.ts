import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and nothing more. The primitives of the first screen use it instead of `cn`, so
 * tailwind-merge (8 KB gzip) stays out of the first load. Joining cannot drop a default that a
 * caller's class replaces, so a primitive writes each default a caller may replace at zero
 * specificity, `[:where(&)]:p-6`: any plain utility the caller passes then wins, whatever its order
 * in the style sheet.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
