import { describe, expect, it } from 'vitest';
import { schemaTables } from '../../test/victim-everywhere';
import { exportReadme, tablesWithoutVictimData, victimDataTables } from './victim-data-tables';

// A column that names or points at a person: a new table with one must say how D15 treats it.
const identifying = /email|sender|recipient|actor_label|(^|_)ip($|_)/;

describe('the list of tables holding victim data (D15)', () => {
  it('names every table with an e-mail, sender, recipient, actor or client-address column', () => {
    const listed = new Set([...Object.keys(victimDataTables), ...Object.keys(tablesWithoutVictimData)]);
    const missing = schemaTables
      .filter((table) => table.columns.some((column) => identifying.test(column.name)))
      .map((table) => table.name)
      .filter((name) => !listed.has(name));
    expect(missing).toEqual([]);
  });

  it('names only tables that exist', () => {
    const names = new Set(schemaTables.map((table) => table.name));
    expect(Object.keys(victimDataTables).filter((name) => !names.has(name))).toEqual([]);
  });

  it('tells in the README what the archive holds and keeps the full account details out', () => {
    const readme = exportReadme();
    for (const file of ['profile.json', 'incidents.json', 'money-trails.json', 'payout-requests.json', 'activity.json', 'files/']) {
      expect(readme).toContain(file);
    }
    expect(readme).toContain('account details are shown masked: the full details are kept encrypted and are not included');
    expect(readme).toContain('not yet confirmed as yours');
  });
});
