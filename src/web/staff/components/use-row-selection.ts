import { useState } from 'react';
import type { RowSelection } from './data-table';

/**
 * The rows of a list chosen for an action on many (issue 26), each as the list showed it (its
 * version included). Chosen rows belong to the page they were chosen on: another page, search or
 * filter (`queryString`) lets go of them.
 */
export function useRowSelection<Row, Chosen extends { id: number }>(
  queryString: string,
  options: { toChosen: (row: Row) => Chosen; idOf: (row: Row) => number; label: (row: Row) => string },
): { chosen: Chosen[]; selection: RowSelection<Row>; clear: () => void } {
  const [state, setState] = useState<{ query: string; chosen: Map<number, Chosen> }>({ query: queryString, chosen: new Map() });
  const current = state.query === queryString ? state.chosen : new Map<number, Chosen>();
  const choose = (rows: Row[], on: boolean) => {
    const next = new Map(current);
    for (const row of rows) {
      if (on) next.set(options.idOf(row), options.toChosen(row));
      else next.delete(options.idOf(row));
    }
    setState({ query: queryString, chosen: next });
  };
  return {
    chosen: [...current.values()],
    selection: {
      isSelected: (row) => current.has(options.idOf(row)),
      onToggle: (row, on) => choose([row], on),
      onToggleAll: (rows, on) => choose(rows, on),
      label: options.label,
    },
    clear: () => setState({ query: queryString, chosen: new Map() }),
  };
}
