import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from '@/components/layout/brand-mark';
import { QuickExitButton } from '@/components/layout/quick-exit';
import { Button } from './button';
import { Card, CardContent } from './card';
import { Input } from './input';
import { Label } from './label';

// The first screen's primitives join class names without tailwind-merge (src/web/lib/cx.ts). A
// caller's class still wins only if no plain class of the primitive sets the same property: a
// default a caller replaces must be written at zero specificity, `[:where(&)]:…`. Each case below is
// an override a screen really passes.
function plainClasses(ui: ReactElement): string[] {
  const { container } = render(ui);
  const element = container.firstElementChild;
  if (!element) throw new Error('nothing rendered');
  return Array.from(element.classList);
}

describe("a caller's classes beat the primitive's defaults", () => {
  it.each([
    ['a button that wraps its text', <Button className="whitespace-normal">Open</Button>, ['whitespace-nowrap']],
    ['a small button made taller', <Button size="sm" className="min-h-11 px-3">Go</Button>, ['min-h-9']],
    ['the quick exit button', <QuickExitButton />, ['min-h-9']],
    ['a red-bordered card', <Card className="border-red-200" />, ['border-border']],
    ['card content with its own padding', <CardContent className="p-4 pt-6" />, ['p-6', 'pt-0']],
    ['a search field with an icon', <Input className="ps-9 text-lg" />, ['px-3', 'text-base']],
    ['a checkbox label in normal weight', <Label className="font-normal">Agree</Label>, ['font-medium']],
    ['the splash screen logo', <BrandMark logoUrl="" className="size-16" />, ['size-9']],
  ])('%s', (_name, ui, replaced) => {
    const classes = plainClasses(ui);
    for (const name of replaced) {
      expect(classes).not.toContain(name);
      expect(classes).toContain(`[:where(&)]:${name}`);
    }
  });
});
