import { plural, t } from '@lingui/core/macro';
import type { ImportKind, ImportResult } from '@shared/imports/schema';

// What an import did or will do, as whole sentences (a count agrees with its words in every
// language). Said at render, never when the module loads.

export const importedHeading = (kind: ImportKind, n: number) =>
  kind === 'cases' ? plural(n, { one: 'Imported # case', other: 'Imported # cases' }) : plural(n, { one: 'Imported # money trail', other: 'Imported # money trails' });

const importedFrom = (kind: ImportKind, n: number, fileName: string) =>
  kind === 'cases'
    ? plural(n, { one: `# case imported from ${fileName}`, other: `# cases imported from ${fileName}` })
    : plural(n, { one: `# money trail imported from ${fileName}`, other: `# money trails imported from ${fileName}` });

export const importedSummary = (result: ImportResult) => {
  const imported = importedFrom(result.kind, result.imported, result.fileName);
  const refused = result.refused;
  return refused > 0
    ? plural(refused, {
        one: `${imported}; # row was refused and not imported. No e-mail was sent.`,
        other: `${imported}; # rows were refused and not imported. No e-mail was sent.`,
      })
    : t`${imported}. No e-mail was sent.`;
};

export const allGoIn = (kind: ImportKind, n: number) =>
  kind === 'cases'
    ? plural(n, { one: 'All # case go in together, or none does.', other: 'All # cases go in together, or none does.' })
    : plural(n, { one: 'All # money trail go in together, or none does.', other: 'All # money trails go in together, or none does.' });
