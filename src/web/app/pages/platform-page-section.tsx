import type { ReactNode } from 'react';

/** One section of a platform's page, named by its heading. */
export function PlatformPageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
