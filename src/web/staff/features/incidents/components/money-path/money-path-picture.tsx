import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import '@xyflow/react/dist/style.css';
import {
  BaseEdge,
  EdgeLabelRenderer,
  getBezierPath,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { useMemo } from 'react';
import type { MoneyPathTrail } from '@shared/money-trails/money-path';
import { compactSizes, layoutMoneyPath, regularSizes, type MoneyPathWords } from '@shared/money-trails/money-path-layout';
import { formatDate, formatMoney } from '@/lib/i18n/format';

type AccountData = { label: string; unknown: boolean; width: number; height: number };
type TransfersData = { lines: string[] };

function AccountNode({ data }: NodeProps<Node<AccountData>>) {
  return (
    <div
      className={`flex items-center justify-center rounded-md border-2 px-3 text-center text-sm font-medium [overflow-wrap:anywhere] ${
        data.unknown ? 'border-dashed border-slate-400 bg-slate-50 text-slate-600' : 'border-slate-700 bg-white text-slate-900'
      }`}
      style={{ width: data.width, height: data.height }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} className="opacity-0" />
      {data.label}
      <Handle type="source" position={Position.Right} isConnectable={false} className="opacity-0" />
    </div>
  );
}

function TransfersEdge({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, markerEnd, data }: EdgeProps<Edge<TransfersData>>) {
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} className="stroke-slate-600" />
      <EdgeLabelRenderer>
        <div
          className="absolute rounded border border-slate-300 bg-white px-2 py-1 text-xs leading-snug text-slate-900 shadow-sm"
          style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
        >
          {/* Two transfers of one amount on one day read alike: the lines are keyed by place. */}
          {data?.lines.map((line, index) => (
            <div key={index} className="whitespace-nowrap">
              {line}
            </div>
          ))}
        </div>
      </EdgeLabelRenderer>
    </>
  );
}

const nodeTypes = { account: AccountNode };
const edgeTypes = { transfers: TransfersEdge };

/**
 * The picture of a case's money (React Flow, laid out by dagre): accounts and wallets as boxes,
 * transfers as labelled arrows. It is a picture, not an editor: nothing drags, connects or takes
 * focus, and assistive technology reads the table beside it instead (same data).
 */
export default function MoneyPathPicture({ trails, compact }: { trails: readonly MoneyPathTrail[]; compact: boolean }) {
  const { t } = useLingui();
  const { nodes, edges, width, height } = useMemo(() => {
    // In the reader's language; dates in the organisation's time zone, as the table beside it has them.
    const words: MoneyPathWords = {
      sourceNotRecorded: t`Source not recorded`,
      destinationNotRecorded: t`Destination not recorded`,
      statuses: { suspicious: t`suspicious`, recovered: t`recovered` },
      amount: (amount, currency) => formatMoney(amount, currency),
      date: (date) => formatDate(date),
      more: (count) => plural(count, { one: 'and # more', other: 'and # more' }),
    };
    const placed = layoutMoneyPath(trails, words, compact ? compactSizes : regularSizes);
    return {
      width: placed.width,
      height: placed.height,
      nodes: placed.nodes.map<Node<AccountData>>((n) => ({
        id: n.id,
        type: 'account',
        position: { x: n.x, y: n.y },
        data: { label: n.label, unknown: n.unknown, width: n.width, height: n.height },
        // The box's size and where its arrows meet it are known from the layout, so the arrows are
        // drawn at once rather than after the boxes are measured.
        width: n.width,
        height: n.height,
        handles: [
          { type: 'target', position: Position.Left, x: 0, y: n.height / 2 },
          { type: 'source', position: Position.Right, x: n.width, y: n.height / 2 },
        ],
      })),
      edges: placed.arrows.map<Edge<TransfersData>>((a) => ({
        id: a.id,
        source: a.source,
        target: a.target,
        type: 'transfers',
        data: { lines: a.lines },
        markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 },
      })),
    };
  }, [trails, compact, t]);
  // Tall enough to show the picture at a readable size; a phone pans sideways for the rest.
  const zoom = compact ? 0.85 : Math.min(1, 900 / Math.max(width, 1));
  const boxHeight = Math.round(Math.min(720, Math.max(240, height * zoom + 24)));
  return (
    <div style={{ height: boxHeight }} className="w-full">
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      // A phone starts at the money's source, at a readable size, and pans along it; wider screens see it all.
      fitView={!compact}
      fitViewOptions={{ maxZoom: 1 }}
      defaultViewport={{ x: 0, y: 0, zoom: 0.85 }}
      minZoom={0.2}
      // The page scrolls past the picture; zooming is by pinch or the trackpad's pinch.
      zoomOnScroll={false}
      preventScrolling={false}
      nodesDraggable={false}
      nodesConnectable={false}
      nodesFocusable={false}
      edgesFocusable={false}
      elementsSelectable={false}
      disableKeyboardA11y
      // The credit is given outside the picture, where it can be reached (see MoneyPath).
      proOptions={{ hideAttribution: true }}
    />
    </div>
  );
}
