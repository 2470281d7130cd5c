import type { FraudType } from '../incidents/fraud-type-vocabulary';
import { helpArticles, type HelpArticle } from './articles';

/**
 * Which of the help articles (the same texts as /resources) matter most after each kind of fraud,
 * most urgent first. Nothing new is said here: the advice is the articles' own words. Where to report
 * is left out on purpose: the pages that use this list the official places beside it.
 */
const articlesByFraudType: Record<FraudType, readonly string[]> = {
  investment_scam: ['contact-your-bank', 'recovery-scams', 'keep-evidence'],
  cryptocurrency_fraud: ['contact-your-bank', 'recovery-scams', 'keep-evidence'],
  romance_scam: ['contact-your-bank', 'keep-evidence', 'recovery-scams'],
  ecommerce_fraud: ['contact-your-bank', 'keep-evidence', 'check-a-website'],
  fake_online_store: ['contact-your-bank', 'keep-evidence', 'check-a-website'],
  advance_fee_fraud: ['recovery-scams', 'contact-your-bank', 'keep-evidence'],
  phishing: ['secure-your-accounts', 'contact-your-bank', 'keep-evidence'],
  identity_theft: ['secure-your-accounts', 'contact-your-bank', 'keep-evidence'],
  other: ['contact-your-bank', 'keep-evidence', 'recovery-scams'],
};

/** The advice for a kind of fraud; a kind we have no list for (or none) gets the general one. */
export function adviceForFraudType(fraudType: string | null): HelpArticle[] {
  const slugs = (articlesByFraudType as Record<string, readonly string[] | undefined>)[fraudType ?? 'other'] ?? articlesByFraudType.other;
  return slugs.map((slug) => {
    const article = helpArticles.find((a) => a.slug === slug);
    if (!article) throw new Error(`No help article ${slug}`);
    return article;
  });
}
