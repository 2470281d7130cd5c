import { lazy, type ComponentType } from 'react';
import { textsReady } from './texts';

/**
 * React's `lazy`, waiting also for the texts of what it loads: running the loaded modules asks for
 * their catalogues (in the reader's language), and the screen renders once they are there, never in a
 * mix of languages or with message ids showing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: props of any shape
export function lazyWithTexts<Screen extends ComponentType<any>>(load: () => Promise<{ default: Screen }>) {
  return lazy(async () => {
    const module = await load();
    await textsReady();
    return module;
  });
}
