// Apart from schema.ts (zod) because the result cards of the first bundle use it.

/** Platform type → icon, by case-insensitive containment, as the spec says. */
export const platformIconKinds = ['crypto', 'commerce', 'dating', 'investment', 'lending'] as const;
export type PlatformIconKind = (typeof platformIconKinds)[number] | 'default';
export function platformIconKind(type: string | null | undefined): PlatformIconKind {
  const lower = (type ?? '').toLowerCase();
  return platformIconKinds.find((kind) => lower.includes(kind)) ?? 'default';
}
