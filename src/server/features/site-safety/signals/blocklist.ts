import { createRequire } from 'node:module';

// eth-phishing-detect (MetaMask's list) ships its data as JSON next to its code; reading the JSON
// directly lets us match exactly (domain or any parent domain) and say which entry matched.
type EthPhishingConfig = { blacklist: string[]; whitelist: string[]; fuzzylist: string[] };

export type Blocklist = {
  source: string;
  blocked: ReadonlySet<string>;
  allowed: ReadonlySet<string>;
  /** Domains the list's authors consider common phishing targets (used as brands by look-alike). */
  targets: readonly string[];
};

export type BlocklistFacts = { listed: boolean; matched: string | null; source: string; size: number };

export function loadBundledBlocklist(): Blocklist {
  const require = createRequire(import.meta.url);
  const config = require('eth-phishing-detect/src/config.json') as EthPhishingConfig;
  return {
    source: 'eth-phishing-detect',
    blocked: new Set(config.blacklist.map((d) => d.toLowerCase())),
    allowed: new Set(config.whitelist.map((d) => d.toLowerCase())),
    targets: config.fuzzylist,
  };
}

/** The host and each parent domain, most specific first: a.b.example.com, b.example.com, example.com. */
function hostAndParents(hostname: string): string[] {
  const labels = hostname.split('.');
  const out: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) out.push(labels.slice(i).join('.'));
  return out;
}

export function checkBlocklist(hostname: string, list: Blocklist): BlocklistFacts {
  const base = { source: list.source, size: list.blocked.size };
  for (const candidate of hostAndParents(hostname)) {
    // The list's own allowlist wins, as in the package's detector.
    if (list.allowed.has(candidate)) return { ...base, listed: false, matched: null };
    if (list.blocked.has(candidate)) return { ...base, listed: true, matched: candidate };
  }
  return { ...base, listed: false, matched: null };
}
