import { helpArticles } from '@shared/help/articles';
import { useLingui } from '@/lib/i18n/runtime';
import { sayShared } from '@/lib/i18n/shared-texts';

export const helpArticleId = (slug: string) => `help-${slug}`;

/**
 * The help articles the automated help links to (DECISIONS D7) as /resources#help-<slug>. Each
 * article takes focus when its link is opened, so it is focusable without being a tab stop.
 */
export function HelpArticles() {
  // The articles are src/shared's: said through the _shared catalogue, again when the language changes.
  useLingui();
  return (
    <div className="flex flex-col gap-4">
      {helpArticles.map((article) => (
        <article
          key={article.slug}
          id={helpArticleId(article.slug)}
          tabIndex={-1}
          aria-labelledby={`${helpArticleId(article.slug)}-title`}
          className="flex scroll-mt-24 flex-col gap-3 rounded-lg border border-border bg-card p-5 focus:outline-none focus-visible:ring-3 focus-visible:ring-ring sm:p-6"
        >
          <h3 id={`${helpArticleId(article.slug)}-title`} className="text-xl font-semibold">
            {sayShared(article.title)}
          </h3>
          <p className="text-lg font-medium">{sayShared(article.summary)}</p>
          {article.body.map((paragraph) => (
            <p key={paragraph} className="text-base leading-relaxed">
              {sayShared(paragraph)}
            </p>
          ))}
        </article>
      ))}
    </div>
  );
}
