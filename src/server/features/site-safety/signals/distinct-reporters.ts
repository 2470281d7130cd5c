import { canonicalMailbox } from '@shared/mailbox';

// One person's spellings of an address are one mailbox: shared with "Notify me", which never tells
// a person about their own reports (src/shared/mailbox.ts).
export { canonicalMailbox };

/** One confirmed report, as far as telling its reporter apart goes. */
export type ReporterTrace = {
  email: string;
  /** The sender's key (report_retention.client_key) when the report was sent unconfirmed; null otherwise. */
  clientKey: string | null;
};

/**
 * How many different people the reports come from: reports are one person's when they share a
 * mailbox (canonicalMailbox) or a sender key, and so, transitively, are the reports linked through
 * them. Two mailboxes confirming reports sent from one client therefore count once: the sender key
 * is what a second mailbox of one person cannot change without changing network.
 */
export function countDistinctReporters(reports: Iterable<ReporterTrace>): number {
  const parent = new Map<string, string>();
  const find = (node: string): string => {
    let root = node;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(node, root);
    return root;
  };
  const add = (node: string) => {
    if (!parent.has(node)) parent.set(node, node);
  };
  for (const report of reports) {
    const mailbox = `mailbox:${canonicalMailbox(report.email)}`;
    add(mailbox);
    if (report.clientKey) {
      const sender = `sender:${report.clientKey}`;
      add(sender);
      const [a, b] = [find(mailbox), find(sender)];
      if (a !== b) parent.set(a, b);
    }
  }
  const people = new Set<string>();
  for (const node of parent.keys()) if (node.startsWith('mailbox:')) people.add(find(node));
  return people.size;
}
