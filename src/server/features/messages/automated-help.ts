import { findHelpArticles, helpArticles, helpArticleUrl, type HelpArticle } from '@shared/help/articles';

const FALLBACK = ['recovery-scams', 'report-to-authorities'];

/**
 * D7: answers at once with help articles picked by keywords, and says plainly that it is automated
 * and that people on the case team read messages sent to them.
 */
export function composeAutomatedAnswer(question: string): { content: string; articles: { slug: string; title: string; url: string }[] } {
  const matched = findHelpArticles(question);
  const chosen: HelpArticle[] = matched.length
    ? matched
    : helpArticles.filter((article) => FALLBACK.includes(article.slug));
  const intro = matched.length
    ? 'This is an automated answer, not a person. These help articles match your message:'
    : 'This is an automated answer, not a person. I could not match your message to a help article; these may still help:';
  return {
    content: `${intro}\n\nTo reach a person, send your message to the Case Manager or the Legal Advisor; the case team reads every message.`,
    articles: chosen.map((article) => ({ slug: article.slug, title: article.title, url: helpArticleUrl(article.slug) })),
  };
}
