import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useRef } from 'react';
import { paths } from '@/lib/paths';

/** 'g' then a letter: where it goes. */
export const goToKeys: Record<string, { what: MessageDescriptor; path: string }> = {
  o: { what: msg`Go to Overview`, path: paths.admin },
  u: { what: msg`Go to Users`, path: paths.adminUsers },
  i: { what: msg`Go to Incidents`, path: paths.adminIncidents },
  a: { what: msg`Go to Applications`, path: paths.adminApplications },
};

/** Every shortcut, for the '?' dialog. */
export const shortcutList: { keys: string[]; what: MessageDescriptor }[] = [
  { keys: ['/'], what: msg`Search users, incidents and applications` },
  ...Object.entries(goToKeys).map(([key, target]) => ({ keys: ['g', key], what: target.what })),
  { keys: ['?'], what: msg`Show these shortcuts` },
  { keys: ['Esc'], what: msg`Close a dialog or the search results` },
];

/** How long 'g' waits for its second key. */
const SEQUENCE_MS = 1500;

/** Whether a key press belongs to what the user is typing (a field, a select, an editable area). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

export type ShortcutActions = {
  focusSearch: () => void;
  showHelp: () => void;
  goTo: (path: string) => void;
};

/**
 * The helpdesk keys: '/' search, 'g' then o/u/i/a, '?' help. Keys typed into a field, with a
 * modifier, or while a dialog is open are left alone, so nobody loses a keystroke to a shortcut.
 */
export function createShortcutHandler(actions: ShortcutActions, now: () => number = Date.now) {
  let pendingSince: number | null = null;
  return (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target)) return;
    if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
    const key = event.key;
    if (pendingSince !== null && now() - pendingSince <= SEQUENCE_MS) {
      pendingSince = null;
      const target = goToKeys[key.toLowerCase()];
      if (target) {
        event.preventDefault();
        actions.goTo(target.path);
        return;
      }
    }
    pendingSince = null;
    if (key === '/') {
      event.preventDefault();
      actions.focusSearch();
    } else if (key === '?') {
      event.preventDefault();
      actions.showHelp();
    } else if (key === 'g' || key === 'G') {
      pendingSince = now();
    }
  };
}

/** Listens for the shortcuts on the whole page while the staff layout is shown. */
export function useStaffShortcuts(actions: ShortcutActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const handler = createShortcutHandler({
      focusSearch: () => latest.current.focusSearch(),
      showHelp: () => latest.current.showHelp(),
      goTo: (path) => latest.current.goTo(path),
    });
    document.addEventListener('keydown', handler);
    return () => document.removeEventListener('keydown', handler);
  }, []);
}
