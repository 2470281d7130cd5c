import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

// Button's asChild merges the button's props into its child as Radix's Slot did.
describe('a button rendered as its child', () => {
  it('renders the child element with the button classes joined to its own', () => {
    render(
      <Button asChild variant="outline" className="w-full">
        <a href="/report-incident" className="underline">
          Report New Incident
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Report New Incident' });
    expect(link.getAttribute('href')).toBe('/report-incident');
    expect(link.getAttribute('type')).toBeNull();
    expect(link.classList).toContain('inline-flex');
    expect(link.classList).toContain('border-input');
    expect(link.classList).toContain('w-full');
    expect(link.classList).toContain('underline');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("runs both click handlers, the child's first, and merges styles", () => {
    const calls: string[] = [];
    render(
      <Button asChild onClick={() => calls.push('button')} style={{ color: 'red', margin: '1px' }}>
        <a href="#top" onClick={() => calls.push('child')} style={{ color: 'blue' }}>
          Top
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Top' });
    fireEvent.click(link);
    expect(calls).toEqual(['child', 'button']);
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
  });

  it("gives the element to both the button's ref and the child's", () => {
    const buttonRef = createRef<HTMLButtonElement>();
    const childRef = vi.fn();
    render(
      <Button asChild ref={buttonRef}>
        <a href="#top" ref={childRef}>
          Top
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Top' });
    expect(buttonRef.current).toBe(link);
    expect(childRef).toHaveBeenCalledWith(link);
  });
});
