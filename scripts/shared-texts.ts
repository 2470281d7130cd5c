import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatter } from '@lingui/format-po';
import ts from 'typescript';

// The texts src/shared says (validation messages of the schemas both sides use, status and fraud-type
// names, ...) are plain English strings: the server runs them without any build step, so they cannot
// be Lingui macros. The web says them in the reader's language through the `_shared` catalogue,
// whose ids are the English texts themselves (`sayShared(text)` in src/web/lib/i18n/shared-texts.ts).
// This script keeps that catalogue in step with src/shared: `npm run texts:shared`.

const rootDir = process.cwd();
const LOCALES = ['en', 'es', 'ar', 'pseudo'];
// Values, not words for a reader: country names and aliases typed by people, example addresses.
const SKIPPED_FILES = [/\/places\/country-names?\.ts$/, /\/places\/countries\.ts$/];

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name))
    .filter((file) => !SKIPPED_FILES.some((pattern) => pattern.test(file)));
}

/** Whether a string reads as words for a person: a capital, then small letters ('Open' and 'Paid' too: statuses the server's documents say). */
const isText = (value: string) => /^[A-Z][a-z]/.test(value) && /[a-z]{2}/.test(value) && !/[_@{}]|\.ts$|^[A-Z][a-z]+[A-Z]/.test(value);

/** Every English text in src/shared, with where it is written. */
export function collectSharedTexts(): Map<string, [file: string, line: number][]> {
  const texts = new Map<string, [string, number][]>();
  for (const file of filesIn(join(rootDir, 'src/shared'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isText(node.text)) {
        const parent = node.parent;
        const isKeyOrImport =
          ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || (ts.isPropertyAssignment(parent) && parent.name === node) || ts.isLiteralTypeNode(parent);
        if (!isKeyOrImport) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          const origin: [string, number] = [relative(rootDir, file), line];
          texts.set(node.text, [...(texts.get(node.text) ?? []), origin]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}

const catalogueFile = (locale: string) => join(rootDir, 'src/web/locales', locale, '_shared.po');

type Entry = { message?: string; translation?: string; origin?: [string, number][]; obsolete?: boolean };

/** Writes the `_shared` catalogue for every locale, keeping the translations already made. */
export function writeSharedCatalogues(): { texts: number; withoutSpanish: number } {
  const po = formatter({ lineNumbers: false });
  const texts = collectSharedTexts();
  let withoutSpanish = 0;
  for (const locale of LOCALES) {
    const file = catalogueFile(locale);
    const existing = existsSync(file) ? readFileSync(file, 'utf8') : null;
    const before = (existing ? po.parse(existing, { locale, sourceLocale: 'en', filename: file }) : {}) as Record<string, Entry>;
    const catalogue: Record<string, Entry> = {};
    for (const [text, origin] of [...texts.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const translation = locale === 'en' ? text : (before[text]?.translation ?? '');
      if (locale === 'es' && !translation) withoutSpanish += 1;
      catalogue[text] = { message: text, translation, origin };
    }
    writeFileSync(file, po.serialize(catalogue as never, { locale, sourceLocale: 'en', filename: file, existing }) as string);
  }
  return { texts: texts.size, withoutSpanish };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { texts, withoutSpanish } = writeSharedCatalogues();
  console.log(`_shared: ${texts} texts, ${withoutSpanish} without Spanish`);
}
