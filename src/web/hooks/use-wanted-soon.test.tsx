import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWantedSoon } from './use-wanted-soon';

function Part() {
  const placeholder = useRef<HTMLDivElement>(null);
  return <div ref={placeholder}>{useWantedSoon(placeholder) ? 'loaded' : 'waiting'}</div>;
}

type Seen = (entries: { isIntersecting: boolean }[]) => void;

/** A browser that is never idle, with one IntersectionObserver the test moves. */
function busyBrowser() {
  let seen: Seen = () => undefined;
  const observed: Element[] = [];
  const cancelled: number[] = [];
  vi.stubGlobal('requestIdleCallback', () => 7);
  vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Seen, public options: { rootMargin: string }) {
        seen = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    },
  );
  return { scrollNear: (isIntersecting: boolean) => act(() => seen([{ isIntersecting }])), observed, cancelled };
}

afterEach(() => vi.unstubAllGlobals());

describe('useWantedSoon', () => {
  it('waits while the part is far from the screen and the page is busy, and loads it once it comes near', () => {
    const browser = busyBrowser();
    render(<Part />);
    expect(browser.observed).toHaveLength(1);
    browser.scrollNear(false);
    expect(screen.getByText('waiting')).toBeTruthy();
    browser.scrollNear(true);
    expect(screen.getByText('loaded')).toBeTruthy();
    // Once wanted, the idle wait is given up.
    expect(browser.cancelled).toEqual([7]);
  });

  it('loads it when the page is idle, without a scroll', () => {
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Part />);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => idle());
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
