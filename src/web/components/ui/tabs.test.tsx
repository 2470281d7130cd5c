import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('tab panels', () => {
  it('are a Tab stop (the WAI pattern) that keeps the visible focus outline', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="one">
        <TabsList aria-label="Sections">
          <TabsTrigger value="one">one</TabsTrigger>
          <TabsTrigger value="two">two</TabsTrigger>
        </TabsList>
        <TabsContent value="one">First panel text</TabsContent>
        <TabsContent value="two">Second panel text</TabsContent>
      </Tabs>,
    );
    await user.tab();
    await user.tab();

    const panel = screen.getByRole('tabpanel');
    expect(document.activeElement).toBe(panel);
    // The page's :focus-visible outline (styles.css) shows unless a class takes it away.
    expect(panel.className).not.toMatch(/outline-none|outline-0/);
  });
});
