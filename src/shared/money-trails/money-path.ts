import { observableKey } from './observable-key';

/** What the picture of a case's money needs from a trail (the staff item and the PDF both have it). */
export type MoneyPathTrail = {
  id: number;
  transactionType: string;
  amount: string;
  currency: string;
  fromAccount: string | null;
  toAccount: string;
  transactionDate: string;
  status: string;
};

export type MoneyPathNode = {
  /** The observable key, or a key of its own for a trail with no (identifiable) from-account. */
  id: string;
  /** The account as first written; empty for a side not recorded. */
  label: string;
  /**
   * For the stand-in node of a trail's side with no account written, which side it stands in for
   * (a drawing names it in its reader's words: MoneyPathWords); null for an account.
   */
  unrecorded: 'source' | 'destination' | null;
};

export type MoneyPathEdge = {
  id: string;
  trailId: number;
  source: string;
  target: string;
  amount: string;
  currency: string;
  transactionDate: string;
  transactionType: string;
  status: string;
};

export type MoneyPath = { nodes: MoneyPathNode[]; edges: MoneyPathEdge[] };

/**
 * Accounts and wallets become nodes, each trail an arrow from its from-account to its to-account.
 * The same account written differently is one node (`observableKey`); a trail without a recorded
 * source starts from a node of its own, rather than all such trails sharing one invented source.
 */
export function buildMoneyPath(trails: readonly MoneyPathTrail[]): MoneyPath {
  const nodes = new Map<string, MoneyPathNode>();
  const nodeFor = (account: string | null, trailId: number, side: 'from' | 'to'): string => {
    const key = observableKey(account);
    const text = account?.trim() ?? '';
    if (key) {
      if (!nodes.has(key)) nodes.set(key, { id: key, label: text, unrecorded: null });
      return key;
    }
    // Too short to identify (or absent): a node of its own, never merged with another case's 'cash'.
    const id = `${side}-${trailId}`;
    nodes.set(id, { id, label: text, unrecorded: text ? null : side === 'from' ? 'source' : 'destination' });
    return id;
  };
  const ordered = [...trails].sort(
    (a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.id - b.id,
  );
  const edges = ordered.map((trail) => ({
    id: `trail-${trail.id}`,
    trailId: trail.id,
    source: nodeFor(trail.fromAccount, trail.id, 'from'),
    target: nodeFor(trail.toAccount, trail.id, 'to'),
    amount: trail.amount,
    currency: trail.currency,
    transactionDate: trail.transactionDate,
    transactionType: trail.transactionType,
    status: trail.status,
  }));
  return { nodes: [...nodes.values()], edges };
}
