import { describe, expect, it, vi } from 'vitest';
import { createShortcutHandler, isTypingTarget } from './staff-shortcuts';

function setup() {
  const actions = { focusSearch: vi.fn(), showHelp: vi.fn(), goTo: vi.fn() };
  let now = 1_000;
  const handler = createShortcutHandler(actions, () => now);
  document.body.innerHTML = '<input id="text" /><textarea id="area"></textarea><select id="pick"></select><div id="edit" contenteditable="true"></div><button id="btn">B</button><input id="box" type="checkbox" />';
  const press = (key: string, on: Element = document.body, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    Object.defineProperty(event, 'target', { value: on });
    handler(event);
    return event;
  };
  return { actions, press, advance: (ms: number) => (now += ms), el: (id: string) => document.getElementById(id)! };
}

describe('staff shortcuts', () => {
  it("'/' focuses the search, '?' opens the help, 'g' then a letter goes to a section", () => {
    const { actions, press } = setup();
    expect(press('/').defaultPrevented).toBe(true);
    expect(actions.focusSearch).toHaveBeenCalledOnce();
    press('?');
    expect(actions.showHelp).toHaveBeenCalledOnce();
    for (const [key, path] of [['o', '/admin'], ['u', '/admin/users'], ['i', '/admin/incidents'], ['a', '/admin/applications']]) {
      press('g');
      press(key!);
      expect(actions.goTo).toHaveBeenLastCalledWith(path);
    }
  });

  it('ignores keys typed into a text field, a text area, a select or an editable area', () => {
    const { actions, press, el } = setup();
    for (const id of ['text', 'area', 'pick', 'edit']) {
      press('/', el(id));
      press('?', el(id));
      press('g', el(id));
      press('u', el(id));
    }
    expect(actions.focusSearch).not.toHaveBeenCalled();
    expect(actions.showHelp).not.toHaveBeenCalled();
    expect(actions.goTo).not.toHaveBeenCalled();
    // 'g' typed in a field does not arm the sequence for a later key outside it.
    press('u');
    expect(actions.goTo).not.toHaveBeenCalled();
  });

  it('works on buttons and checkboxes, which take no text', () => {
    const { actions, press, el } = setup();
    expect(isTypingTarget(el('btn'))).toBe(false);
    press('/', el('box'));
    expect(actions.focusSearch).toHaveBeenCalledOnce();
  });

  it('leaves modified keys alone, and forgets a lone g after a pause', () => {
    const { actions, press, advance } = setup();
    press('/', document.body, { ctrlKey: true });
    expect(actions.focusSearch).not.toHaveBeenCalled();
    press('g');
    advance(5_000);
    press('u');
    expect(actions.goTo).not.toHaveBeenCalled();
  });

  it('stays quiet while a dialog is open', () => {
    const { actions, press } = setup();
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog"></div>');
    press('?');
    expect(actions.showHelp).not.toHaveBeenCalled();
  });
});
