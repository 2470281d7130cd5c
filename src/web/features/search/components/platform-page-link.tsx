import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PlatformPage } from '@shared/site-safety/platform-page';
import { baseSlug } from '@shared/site-safety/platform-slug';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';

// One question per platform and visit: several cards of one platform, or a second search, ask once.
const asked = new Map<string, Promise<string | null>>();

/** The platform's page address when one is published under its name (D28); null otherwise or on any failure. */
function publishedSlug(name: string): Promise<string | null> {
  const slug = baseSlug(name);
  if (!slug) return Promise.resolve(null);
  let answer = asked.get(slug);
  if (!answer) {
    answer = apiRequest<PlatformPage>(`/api/platforms/${slug}`).then(
      // Another platform may hold the same address: the link is only for this one.
      (page) => (page.name === name ? page.slug : null),
      () => null,
    );
    asked.set(slug, answer);
  }
  return answer;
}

/** Test seam: forget the answers of an earlier test. */
export function forgetPublishedPlatformPages(): void {
  asked.clear();
}

/**
 * A link from a search result to its platform's public page, shown only when there is one (two or
 * more people confirmed reports about it): what others reported, what to do, where to report.
 */
export function PlatformPageLink({ name }: { name: string }) {
  const [slug, setSlug] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void publishedSlug(name).then((found) => {
      if (current) setSlug(found);
    });
    return () => {
      current = false;
    };
  }, [name]);
  if (!slug) return null;
  return (
    <Link to={paths.platform(slug)} className="self-start text-base font-medium text-primary underline underline-offset-4 hover:no-underline">
      <Trans>What others reported about {name}</Trans>
    </Link>
  );
}
