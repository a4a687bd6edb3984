// ESLint (flat config): typescript-eslint, the React hooks rules (rules of hooks,
// exhaustive deps and the React Compiler's checks: real bugs in a hooks library),
// import cycles, and the size limits of the layout (a file about one thing, under
// ~400 lines; a function under ~80). Formatting is Prettier's (`npm run format`).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', '**/__snapshots__/**', '**/__screenshots__/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      // a file about one thing: at most 400 lines, comments included (as `wc -l` counts them)
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      // the layers import one way: geometry <- hooks <- svg (src/format.ts is shared by hooks and svg)
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/geometry',
              from: ['./src/hooks', './src/svg', './src/format.ts', './src/index.ts'],
              message: 'the geometry layer imports neither React layer',
            },
            { target: './src/hooks', from: ['./src/svg', './src/index.ts'], message: 'hooks never import svg' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
