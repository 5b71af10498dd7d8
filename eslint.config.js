import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The engine and the card pool are a pure library: no view, no store, no clock, no ambient randomness.
const purePatterns = [
  { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'The engine and cards know nothing of React.' },
  { group: ['zustand', 'zustand/*'], message: 'The engine and cards know nothing of the stores.' },
  { group: ['@dnd-kit/*'], message: 'The engine and cards know nothing of drag and drop.' },
  { group: ['**/ui', '**/ui/*', '**/store', '**/store/*', '**/ai', '**/ai/*'], message: 'Layers: engine and cards may not import the UI, stores or AI.' },
];
const pureLayer = {
  files: ['src/engine/**/*.ts', 'src/cards/**/*.ts', 'src/decks/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: purePatterns }],
    'no-restricted-properties': ['error',
      { object: 'Math', property: 'random', message: 'Use the seeded PRNG in the duel state.' },
      { object: 'Date', property: 'now', message: 'The engine has no clock.' },
    ],
    'no-restricted-globals': ['error',
      { name: 'window', message: 'No DOM in the engine.' },
      { name: 'document', message: 'No DOM in the engine.' },
      { name: 'localStorage', message: 'No DOM in the engine.' },
      { name: 'performance', message: 'The engine has no clock.' },
    ],
    'no-restricted-syntax': ['error',
      { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock.' },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'e2e-artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/ui/**/*.tsx', 'src/ui/**/*.ts', 'src/store/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  pureLayer,
  // The duel session (src/session/README.md) is data and pure functions under the stores: no view,
  // no Zustand store (it may use the stores' pure helpers: saveGame, replay, interaction, promptPolicy).
  {
    files: ['src/session/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '**/ui', '**/ui/*', '**/ui/**'], message: 'The session knows nothing of the view.' },
          { group: ['zustand', 'zustand/*', '**/store/*Store', '**/store/owners', '**/store/puzzles/*'], allowTypeImports: true, message: 'The session is under the stores: it imports none of them.' },
        ],
      }],
    },
  },
  // The engine is given its card pool (registry.ts, engine.ts): only the binding module index.ts
  // (and tests, which may play with the full pool) import src/cards. test/layers.test.ts checks it too.
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/index.ts', 'src/engine/test/**', 'src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...purePatterns,
          { group: ['**/cards', '**/cards/*', '**/cards/**'], message: 'The engine imports no cards: the pool is given to it (createEngine / createRegistry); only src/engine/index.ts binds the full pool.' },
        ],
      }],
    },
  },
);
