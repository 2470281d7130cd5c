import { normaliseIdentifier } from '@shared/identifier';

/**
 * The mailbox an address delivers to, so that one person's spellings of it count as one reporter
 * (D18 needs two different people). Everything after a '+' in the local part is a tag most mail
 * providers deliver to the same mailbox (me+1@, me+2@); Gmail also ignores dots in the local part
 * and delivers googlemail.com to gmail.com. Without this, one mailbox confirmed its own reports
 * under two tagged addresses and put any site it liked on the public list (issue 22 §6).
 * Only for counting: the address stored and mailed stays as the reporter typed it.
 */
export function canonicalMailbox(email: string): string {
  const address = normaliseIdentifier(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

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
