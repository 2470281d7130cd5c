import { distance } from 'fastest-levenshtein';

/**
 * Edit distance where swapping two neighbouring letters counts as one edit (optimal string
 * alignment), as typosquatting studies count it: "gogole" is one slip from "google", not two.
 * Plain Levenshtein (fast, native) is a lower bound we use to skip the slow path.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const lev = distance(a, b);
  if (lev <= 1 || lev > max * 2) return lev;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      let best = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}
