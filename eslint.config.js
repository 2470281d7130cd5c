import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import boundaries of STYLE.md, held by the linter so nobody has to remember them.
const boundary = (message, patterns) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

// The web app's one-way layers: lib, components and hooks below the features; features side by side,
// never importing each other; app (the router and the pages that compose features) on top; the staff
// tree, src/web/staff, beside the victim features with the same rules. In flat config a later block
// replaces a rule's options, so every web block repeats the server boundary.
const webNeverImportsServer = {
  group: ['**/server/**', '**/server', 'node:*'],
  message: 'The web app never imports server code; share it through src/shared.',
};
// Relative paths stay inside a folder and its parent, so every longer way is an @/ path these rules see.
const noLongClimbs = { regex: '^(\\.\\./){2}', message: 'Beyond the parent folder, import through @/ (src/web).' };
const webBoundary = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [webNeverImportsServer, noLongClimbs, ...patterns] }],
});
const anyOf = (names) => `(${names.join('|')})(/|$)`;
// `@/<dir>/...`, and `../<sibling>/...` from a file one level down.
const reaching = ({ aliases, siblings = [] }, message) => ({
  regex: siblings.length ? `^(@/${anyOf(aliases)}|\\.\\./${anyOf(siblings)})` : `^@/${anyOf(aliases)}`,
  message,
});
const otherThan = (name) => `(?!${name}(/|$))[^/]+`;

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// Read from disk, so a new feature folder is covered without editing this file.
const victimFeatures = foldersIn('./src/web/features');
const staffFeatures = foldersIn('./src/web/staff/features');

const COMPOSE = 'Compose features in a page under src/web/app/pages, or move the shared piece to lib or components.';
const STAFF_APART = 'The staff screens import neither the victim features nor the victim app.';
const webLayers = [
  {
    files: ['src/web/{lib,components,hooks}/**/*.{ts,tsx}'],
    rules: webBoundary(
      reaching(
        { aliases: ['features', 'app', 'staff'], siblings: ['features', 'app', 'staff'] },
        `lib, components and hooks sit below every feature and page: they import none. ${COMPOSE}`,
      ),
    ),
  },
  ...victimFeatures.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: webBoundary(
      reaching(
        { aliases: [`features/${otherThan(feature)}`], siblings: victimFeatures.filter((other) => other !== feature) },
        `A feature never imports another feature. ${COMPOSE}`,
      ),
      reaching({ aliases: ['app', 'staff'] }, 'A feature never imports the app (router, pages) or the staff screens.'),
    ),
  })),
  {
    files: ['src/web/app/**/*.{ts,tsx}'],
    rules: webBoundary(
      reaching(
        { aliases: ['staff'], siblings: ['staff'] },
        'The staff screens load lazily, so a visitor never downloads them: use import() in the router.',
      ),
    ),
  },
  {
    files: ['src/web/staff/app/**/*.{ts,tsx}'],
    rules: webBoundary(reaching({ aliases: ['features', 'app'] }, STAFF_APART)),
  },
  ...staffFeatures.map((feature) => ({
    files: [`src/web/staff/features/${feature}/**/*.{ts,tsx}`],
    rules: webBoundary(
      reaching(
        {
          aliases: [`staff/features/${otherThan(feature)}`, 'staff/app'],
          siblings: staffFeatures.filter((other) => other !== feature),
        },
        `A staff feature never imports another staff feature or the staff app. ${COMPOSE}`,
      ),
      reaching({ aliases: ['features', 'app'] }, STAFF_APART),
    ),
  })),
];

// The server's kernel (src/server/kernel: config, errors, logging, db, plugins, mail transport and
// outbox, jobs runner, storage, uploads, crypto, pdf, lists) sits below every feature: it imports
// none, nor the app that composes them; what it needs from a feature is handed in at start. A
// relative path may not climb out of the kernel (one `../` more than the file's depth in it), except
// to src/shared, nor name a features folder. Tests may boot the whole app to exercise the kernel, so they are outside.
const serverNeverImportsWeb = { group: ['@/**', '**/web/**', '**/web'], message: 'The server never imports web code; share it through src/shared.' };
const KERNEL = 'The server kernel never imports a feature or the app around it: hand what it needs in at start (docs/architecture.md).';
const kernelWall = [0, 1, 2, 3].map((depth) => ({
  files: [`src/server/kernel/${'*/'.repeat(depth)}*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [serverNeverImportsWeb, { regex: `^(\\.\\./){${depth + 1}}(?!(\\.\\./)*shared(/|$))`, message: KERNEL }, { regex: '(^|/)features(/|$)', message: KERNEL }] },
    ],
  },
}));

// The server's features (src/server/features/<feature>) stand side by side and import few others, so
// no two ever import each other. Every feature may import audit, settings, auth and incidents: the
// audit trail, the settings, who someone is, and the case every other domain hangs on (who may see a
// case, who works it; server queries neither src/shared nor the kernel can hold, and a feature of
// their own would only rename incidents). Those four import only the ones before them in that list.
// The composing features (the victim's account export and deletion, the case page, the dashboard,
// the evidence pack, the staff export, the caseload import) read the others by nature, and nothing
// imports them. Read from disk, so a new feature folder is held to the rule at once. Tests may reach
// across to set up data.
const serverFeatures = foldersIn('./src/server/features');
const readByEveryFeature = ['audit', 'settings', 'auth', 'incidents'];
const composingFeatures = ['account', 'cases', 'dashboard', 'evidence-pack', 'export', 'imports'];
const FEATURES = 'docs/architecture.md';
const featureImports = (feature) => {
  const rank = readByEveryFeature.indexOf(feature);
  if (rank >= 0) {
    return { allowed: readByEveryFeature.slice(0, rank), message: `audit, settings, auth and incidents import only those before them in that list (${FEATURES}).` };
  }
  if (composingFeatures.includes(feature)) {
    return {
      allowed: serverFeatures.filter((other) => !composingFeatures.includes(other)),
      message: `A composing feature (${composingFeatures.join(', ')}) reads the other features, never another composing one: nothing imports them (${FEATURES}).`,
    };
  }
  return {
    allowed: readByEveryFeature,
    message:
      `A server feature imports only audit, settings, auth and incidents (the case every other domain hangs on). ` +
      `Move the shared piece to the feature that owns it or to src/shared, or compose in ${composingFeatures.join(', ')} (${FEATURES}).`,
  };
};
const featureWall = serverFeatures.map((feature) => {
  const { allowed, message } = featureImports(feature);
  const refused = anyOf(serverFeatures.filter((other) => other !== feature && !allowed.includes(other)));
  return {
    files: [`src/server/features/${feature}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      // `../<feature>` and `../../<feature>` from a file one or two levels into its feature, or any path through features/.
      'no-restricted-imports': ['error', { patterns: [serverNeverImportsWeb, { regex: `^(\\.\\./){1,2}${refused}|(^|/)features/${refused}`, message }] }],
    },
  };
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...webBoundary(),
    },
  },
  ...webLayers,
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverNeverImportsWeb] }] },
  },
  ...kernelWall,
  ...featureWall,
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary('src/shared imports neither the server nor the web app.', [
      '@/**',
      '**/web/**',
      '**/server/**',
      '**/web',
      '**/server',
    ]),
  },
);
