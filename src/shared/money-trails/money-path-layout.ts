import { Graph, layout } from '@dagrejs/dagre';
import { buildMoneyPath, type MoneyPathNode, type MoneyPathTrail } from './money-path';

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 64;

/** Sizes of a drawing; `compact` keeps a phone's picture readable at nearly full size. */
export type MoneyPathSizes = { nodeWidth: number; nodeHeight: number; rankSep: number; labelWidth: number };
export const regularSizes: MoneyPathSizes = { nodeWidth: NODE_WIDTH, nodeHeight: NODE_HEIGHT, rankSep: 200, labelWidth: 190 };
export const compactSizes: MoneyPathSizes = { nodeWidth: 150, nodeHeight: 64, rankSep: 230, labelWidth: 210 };
/** Transfers between the same two accounts share one arrow; its label lists this many, then a count. */
const LINES_PER_ARROW = 3;

/**
 * What the picture says, in its reader's language: the caller's words and formatters (the web's
 * Lingui texts and `@/lib/i18n/format`; the PDF's `textsFor(locale)` and Intl in that locale).
 */
export type MoneyPathWords = {
  /** The box of a trail whose from-account was not recorded. */
  sourceNotRecorded: string;
  /** The box of a trail whose to-account was not recorded. */
  destinationNotRecorded: string;
  /** The statuses worth noting on an arrow. */
  statuses: Record<NotedStatus, string>;
  /** An amount in its own currency, exact: '0.00012345 BTC', '$1,500.00'. */
  amount: (amount: string, currency: string) => string;
  /** A transfer's date (an ISO moment). */
  date: (isoDate: string) => string;
  /** An arrow's last line when it lists only some of its transfers: 'and 2 more'. */
  more: (count: number) => string;
};
/** The statuses an arrow names; any other goes unsaid (the table beside the picture has them all). */
const notedStatuses = ['suspicious', 'recovered'] as const;
export type NotedStatus = (typeof notedStatuses)[number];
const isNoted = (status: string): status is NotedStatus => (notedStatuses as readonly string[]).includes(status);

export type PlacedNode = { id: string; label: string; unknown: boolean; x: number; y: number; width: number; height: number };
export type PlacedArrow = {
  id: string;
  source: string;
  target: string;
  /** One line per transfer, in the caller's words: '0.50000000 BTC · Mar 1, 2026 · suspicious'. */
  lines: string[];
  /** Where dagre routes the arrow, for drawings that do not route their own (the PDF). */
  points: { x: number; y: number }[];
};
export type MoneyPathLayout = { nodes: PlacedNode[]; arrows: PlacedArrow[]; width: number; height: number };

/** A transfer as its arrow's label reads it: amount in its own currency, date, and any status worth noting. */
export function transferLine(edge: { amount: string; currency: string; transactionDate: string; status: string }, words: MoneyPathWords): string {
  const parts = [words.amount(edge.amount, edge.currency), words.date(edge.transactionDate)];
  if (isNoted(edge.status)) parts.push(words.statuses[edge.status]);
  return parts.join(' · ');
}

/** An account's box as written, a side not recorded in the reader's words. */
const nodeLabel = (node: MoneyPathNode, words: MoneyPathWords): string =>
  node.unrecorded === 'source' ? words.sourceNotRecorded : node.unrecorded === 'destination' ? words.destinationNotRecorded : node.label;

/**
 * Lays the money's path out left to right with dagre: accounts as boxes, each pair's transfers as
 * one labelled arrow (parallel arrows would draw their labels over each other). The web picture
 * and the evidence pack's PDF draw the same layout.
 */
export function layoutMoneyPath(trails: readonly MoneyPathTrail[], words: MoneyPathWords, sizes: MoneyPathSizes = regularSizes): MoneyPathLayout {
  const path = buildMoneyPath(trails);
  const pairs = new Map<string, { source: string; target: string; lines: string[]; count: number }>();
  for (const edge of path.edges) {
    const key = `${edge.source}\u0000${edge.target}`;
    const pair = pairs.get(key) ?? { source: edge.source, target: edge.target, lines: [], count: 0 };
    pair.count += 1;
    if (pair.lines.length < LINES_PER_ARROW) pair.lines.push(transferLine(edge, words));
    pairs.set(key, pair);
  }
  const arrows = [...pairs.values()].map((pair, index) => ({
    id: `arrow-${index}`,
    source: pair.source,
    target: pair.target,
    lines: pair.count > pair.lines.length ? [...pair.lines, words.more(pair.count - pair.lines.length)] : pair.lines,
  }));

  const graph = new Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: sizes.rankSep, edgesep: 30, marginx: 16, marginy: 16 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of path.nodes) graph.setNode(node.id, { width: sizes.nodeWidth, height: sizes.nodeHeight });
  for (const arrow of arrows) {
    // The label's room: dagre keeps other boxes clear of it.
    graph.setEdge(arrow.source, arrow.target, { width: sizes.labelWidth, height: 18 * arrow.lines.length, labelpos: 'c' }, arrow.id);
  }
  layout(graph);
  const size = graph.graph();
  return {
    nodes: path.nodes.map((node) => {
      const placed = graph.node(node.id);
      return {
        id: node.id,
        label: nodeLabel(node, words),
        unknown: node.unrecorded !== null,
        x: placed.x - sizes.nodeWidth / 2,
        y: placed.y - sizes.nodeHeight / 2,
        width: sizes.nodeWidth,
        height: sizes.nodeHeight,
      };
    }),
    arrows: arrows.map((arrow) => ({ ...arrow, points: graph.edge(arrow.source, arrow.target, arrow.id)?.points ?? [] })),
    width: size.width ?? 0,
    height: size.height ?? 0,
  };
}
