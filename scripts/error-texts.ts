import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';

// The sentences of the server's errors (issue 28, D31) are written in English where they are
// thrown, `new AppError(code, 'Setting not found')`, and said in the asker's language by the error
// handler through the `errors` catalogue, whose ids are the English sentences themselves (as the
// web's `_shared`). Lingui's extractor cannot find them (no `i18n._` call), so this does, with
// TypeScript's checker: a message written as a literal, a constant, a choice between them
// (`a ? X : Y`, `x ?? Y`), or handed to a helper whose parameter becomes the message (found at the
// helper's calls). A message of type ForeignText (src/shared's or a library's words) is left to
// others. Anything else is reported: a sentence built with `${...}` cannot be looked up; write it
// with an ICU placeholder and give the value in `values`.
// `npm run texts:extract -- server/errors` writes src/server/locales/{en,es}/errors.po, keeping the
// translations; src/server/kernel/texts/catalogues.test.ts checks them against the code.

const LOCALES = ['en', 'es'];
const BRAND = '__foreignText';

export type ErrorTexts = {
  /** Each sentence, with the files that throw it. */
  texts: Map<string, Set<string>>;
  /** Where a message could not be read as sentences: `file:line: what`. */
  problems: string[];
};

function serverFiles(rootDir: string): string[] {
  const dir = join(rootDir, 'src/server');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') && !name.split(sep).includes('test'))
    .map((name) => join(dir, name));
}

type FunctionNode = ts.ArrowFunction | ts.FunctionDeclaration | ts.FunctionExpression | ts.MethodDeclaration;

/** Every error sentence of src/server, and every message that is not one. */
export function collectErrorTexts(rootDir = process.cwd()): ErrorTexts {
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(join(rootDir, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, rootDir);
  const files = serverFiles(rootDir);
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const sources = files.map((file) => program.getSourceFile(file)).filter((source): source is ts.SourceFile => Boolean(source));

  const texts = new Map<string, Set<string>>();
  const problems: string[] = [];
  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    return `${relative(rootDir, source.fileName).split(sep).join('/')}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  // The calls of each function, found once: a helper's parameter is read at its calls.
  const calls = new Map<ts.Node, ts.CallExpression[]>();
  const declarationOf = (expression: ts.Expression): ts.Node | undefined => {
    let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(expression) ? expression.name : expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer ? declaration.initializer : declaration;
  };
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = declarationOf(node.expression);
        if (callee) calls.set(callee, [...(calls.get(callee) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const enclosingFunction = (node: ts.Node): FunctionNode | undefined => {
    const fn = node.parent;
    return fn && (ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn) || ts.isMethodDeclaration(fn)) ? fn : undefined;
  };
  const parameterOf = (identifier: ts.Identifier): ts.ParameterDeclaration | undefined => {
    const declaration = checker.getSymbolAtLocation(identifier)?.valueDeclaration;
    return declaration && ts.isParameter(declaration) ? declaration : undefined;
  };

  /** The sentences an expression may be, into `found`; false when it may be something else too. */
  const read = (expression: ts.Expression, found: string[], seen: Set<ts.Node>): boolean => {
    if (seen.has(expression)) return true;
    seen.add(expression);
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isNonNullExpression(expression)) return read(expression.expression, found, seen);
    if (ts.isConditionalExpression(expression)) return [expression.whenTrue, expression.whenFalse].map((branch) => read(branch, found, seen)).every(Boolean);
    if (ts.isBinaryExpression(expression) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)) {
      return [expression.left, expression.right].map((side) => read(side, found, seen)).every(Boolean);
    }
    const type = checker.getTypeAtLocation(expression);
    const parts = (type.isUnion() ? type.types : [type]).filter((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    // A literal is a sentence; a Sentence was read where it was made; foreign words are not ours.
    if (parts.every((part) => part.isStringLiteral() || part.getProperty(BRAND) || part.getSymbol()?.getName() === 'Sentence')) {
      for (const part of parts) if (part.isStringLiteral()) found.push(part.value);
      return true;
    }
    // A helper's parameter (`refuse(message)`) or a property of one (`options.message`): its calls say.
    const name = ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression) ? expression.name.text : null;
    const identifier = ts.isIdentifier(expression) ? expression : name !== null ? (expression as ts.PropertyAccessExpression).expression : null;
    const parameter = identifier && ts.isIdentifier(identifier) ? parameterOf(identifier) : undefined;
    const fn = parameter ? enclosingFunction(parameter) : undefined;
    const callsOfFn = fn ? (calls.get(fn) ?? []) : [];
    if (!parameter || !fn || callsOfFn.length === 0) return false;
    const index = fn.parameters.indexOf(parameter);
    let known = true;
    for (const call of callsOfFn) {
      const argument = call.arguments[index];
      if (!argument) continue;
      if (name === null) {
        known = read(argument, found, seen) && known;
        continue;
      }
      if (!ts.isObjectLiteralExpression(argument)) {
        known = false;
        continue;
      }
      for (const property of argument.properties) {
        if (property.name && ts.isIdentifier(property.name) && property.name.text === name) {
          if (ts.isPropertyAssignment(property)) known = read(property.initializer, found, seen) && known;
          else if (ts.isShorthandPropertyAssignment(property)) known = read(property.name, found, seen) && known;
          else known = false;
        }
      }
    }
    return known;
  };

  /** The names given in a `{ ... }` of values, or null when they are not written out there. */
  const namesIn = (values: ts.Expression | undefined): string[] | null => {
    if (!values) return [];
    if (!ts.isObjectLiteralExpression(values)) return null;
    const names = values.properties.map((property) => (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null));
    return names.every((name): name is string => name !== null) ? names : null;
  };
  const valuesOption = (options: ts.Expression | undefined): ts.Expression | undefined => {
    if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
    const property = options.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'values');
    if (!property) return undefined;
    return ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
  };

  /** A message at `site`, with the values given beside it: each sentence it may be, checked against them. */
  const take = (message: ts.Expression, values: ts.Expression | undefined, site: ts.Node) => {
    const found: string[] = [];
    if (!read(message, found, new Set())) {
      problems.push(`${where(message)}: "${message.getText().replace(/\s+/g, ' ').slice(0, 100)}" is not a sentence the errors catalogue can hold`);
    }
    const given = namesIn(values);
    for (const text of found) {
      try {
        compileMessageOrThrow(text);
      } catch (error) {
        problems.push(`${where(site)}: "${text}" is not a message ICU can read (${(error as Error).message.split('\n')[0]})`);
        continue;
      }
      // Only placeholders ('{refusals}', sentences one after another): nothing to translate.
      if (hasWords(text)) texts.set(text, (texts.get(text) ?? new Set()).add(where(site).replace(/:\d+$/, '')));
      const wanted = placeholdersOf(text);
      if (given && wanted.sort().join() !== [...given].sort().join()) {
        problems.push(`${where(site)}: "${text}" has the placeholders {${wanted.join('}, {')}} but is given ${given.length ? given.join(', ') : 'no values'}`);
      }
    }
  };

  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.arguments?.length) {
        const [first, second, third] = node.arguments;
        if (node.expression.text === 'AppError' && second) take(second, valuesOption(third), node);
        if (node.expression.text === 'Sentence' && first) take(first, second, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const text of texts.keys()) {
    if (/\$\{/.test(text)) problems.push(`"${text}" has a \${...} in it: write the value as an ICU {placeholder}`);
  }
  return { texts, problems };
}

// A compiled message's part: words, or a placeholder with its branches (a plural's `offset` may be undefined).
type Part = string | [name: string, kind?: string, options?: Record<string, string | Part[] | undefined>];

/** The names of an ICU message's placeholders (`{filename}`, `{count, plural, ...}`). */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: string | Part[] | undefined) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (typeof part === 'string') continue;
      names.add(part[0]);
      for (const branch of Object.values(part[2] ?? {})) walk(branch);
    }
  };
  walk(compileMessageOrThrow(text) as string | Part[]);
  names.delete('#');
  return [...names];
}

/** Whether a message has words of its own, beside its placeholders. */
function hasWords(text: string): boolean {
  const walk = (parts: string | Part[] | undefined): boolean =>
    typeof parts === 'string' ? /\p{L}/u.test(parts) : (parts ?? []).some((part) => (typeof part === 'string' ? /\p{L}/u.test(part) : Object.values(part[2] ?? {}).some(walk)));
  return walk(compileMessageOrThrow(text) as string | Part[]);
}

const catalogueFile = (rootDir: string, locale: string) => join(rootDir, 'src/server/locales', locale, 'errors.po');

type Entry = { message?: string; translation?: string; origin?: [string, number?][]; obsolete?: boolean };

/** Writes errors.po in each server language, keeping the translations already made. */
export function writeErrorCatalogues(rootDir = process.cwd()): { texts: number; withoutSpanish: number; problems: string[] } {
  const po = formatter({ explicitIdAsDefault: true, lineNumbers: false });
  const { texts, problems } = collectErrorTexts(rootDir);
  let withoutSpanish = 0;
  for (const locale of LOCALES) {
    const file = catalogueFile(rootDir, locale);
    const existing = existsSync(file) ? readFileSync(file, 'utf8') : null;
    const before = (existing ? po.parse(existing, { locale, sourceLocale: 'en', filename: file }) : {}) as Record<string, Entry>;
    const catalogue: Record<string, Entry> = {};
    for (const [text, files] of [...texts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const translation = locale === 'en' ? text : (before[text]?.translation ?? '');
      if (locale === 'es' && !translation) withoutSpanish += 1;
      catalogue[text] = { message: text, translation, origin: [...files].sort().map((origin) => [origin]) };
    }
    writeFileSync(file, po.serialize(catalogue as never, { locale, sourceLocale: 'en', filename: file, existing }) as string);
  }
  return { texts: texts.size, withoutSpanish, problems };
}
