import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// The same case sections sit under a dialog title (h2) and under a page's h1; the level follows
// the container so the outline never skips a level.
const LevelContext = createContext<2 | 3>(3);

export function SectionHeadingLevel({ level, children }: { level: 2 | 3; children: ReactNode }) {
  return <LevelContext.Provider value={level}>{children}</LevelContext.Provider>;
}

export function SectionHeading({
  children,
  className,
  id,
  tabIndex,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
  tabIndex?: number;
}) {
  const level = useContext(LevelContext);
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} tabIndex={tabIndex} className={cn('text-lg font-semibold leading-snug', className)}>
      {children}
    </Tag>
  );
}
