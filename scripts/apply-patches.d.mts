export type Hunk = { before: string; after: string };
export function parsePatch(text: string): { path: string; hunks: Hunk[] }[];
export function applyHunks(text: string, hunks: Hunk[], where: string): string;
