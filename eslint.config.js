// Lint, including the hexagon's layer rules. Zones name whole layer folders, so a new folder inside a layer is covered without edits.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const layerZones = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain', './contract/records.ts', './contract/generated/backend/limits.gen.ts'],
    message: 'The domain imports nothing outside src/domain but the record types and the contract’s limits.',
  },
  { target: './src/ports', from: './src', except: ['./ports', './domain', './contract/records.ts'], message: 'Ports import only the domain and the record types.' },
  {
    target: './src/application',
    from: './src',
    except: ['./application', './domain', './ports', './contract/records.ts'],
    message: 'Use cases import only the domain, ports and the record types.',
  },
  { target: './src/ui', from: './src/adapters', message: 'The UI never imports an adapter: resolve a port with useService.' },
  { target: './src/ui', from: './src/contract/generated', message: 'The UI never calls the generated client: its records are in src/contract/records.ts.' },
  { target: './src/adapters', from: './src/ui', message: 'Adapters never import the UI.' },
  { target: './src/contract', from: './src', except: ['./contract'], message: 'The contract is generated from openapi/ and imports nothing of the app.' },
];

/**
 * A feature folder under src/ui/features imports no other feature folder: what two features share goes to
 * src/ui/components. One zone per feature, read from the folder, so a new feature is covered without edits.
 */
export const featureZones = readdirSync(new URL('./src/ui/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/ui/features/${name}`,
    from: './src/ui/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what they share to src/ui/components.',
  }));

/**
 * src/ui runs one way: the shell (src/ui/app: router, layout, the pages that compose several features) → the features →
 * src/ui/components (what features share, service access included). Nothing imports upward.
 */
export const uiDirectionZones = [
  { target: './src/ui/features', from: './src/ui/app', message: 'A feature never imports the shell (src/ui/app): what features share goes to src/ui/components.' },
  {
    target: './src/ui/components',
    from: ['./src/ui/app', './src/ui/features'],
    message: 'Components are what features share: they import neither a feature nor the shell (src/ui/app).',
  },
];

/** A backend port's token, refused in src/ui (its types are not): screens reach the backend through a use case. */
export const backendPortImports = {
  regex: String.raw`/ports/(?!(clock|scheduler|key-value-store|logger|payment-config|token)$)[a-z-]+$`,
  allowTypeImports: true,
  message: 'Screens reach the backend through a use case (src/application, its token in application/tokens.ts), never through its port.',
};

/**
 * The kernel's ways to wait for the services without suspending (src/ui/components: the session hooks, server-state,
 * useNow, <WithServices>), refused in src/ui/features and src/ui/app: there a service is reached one way.
 */
export const serviceVariantImports = {
  regex: String.raw`/components/container-context$`,
  importNames: ['useServiceWhenReady', 'useServiceLater', 'useServicesReady', 'useServiceHost'],
  message:
    'A feature or route reaches a service with useService(TOKEN) while rendering, and through server-state.ts (useRead*, useChange, useAction) for anything async; for a page drawn before the services: <WithServices fallback>, useNow, the session hooks (components/auth).',
};

/** What Node's type stripping refuses, or reads otherwise than tsc (the domain is run by the mock that way). */
export const domainSyntaxRules = [
  ...['TSEnumDeclaration', 'TSModuleDeclaration', 'TSParameterProperty', 'TSImportEqualsDeclaration', 'TSExportAssignment', 'Decorator'].map((selector) => ({
    selector,
    message: 'src/domain runs in the mock as Node strips it: only erasable TypeScript (no enum, namespace, parameter property, import =, export =, decorator).',
  })),
  ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
    selector: `${node} > Literal.source[value=/^\\.{1,2}\\//]:not([value=/\\.ts$/])`,
    message: 'src/domain imports its files by their full name (./money.ts): Node resolves no missing extension.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-offline/**', 'dist-offline-*/**', 'dist-server/**', 'dist-offline-server/**', 'dist-baseline/**', 'dist-bench-production/**', 'dist-bench-production-server/**', 'node_modules/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'bench-results/**', 'storybook-static/**', '**/generated/**', '.mock-data/**', '.emulator-data/**', 'functions/build/**', 'functions/node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...uiDirectionZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Screens reach use cases, not the ports behind them (issue 37): src/ui imports a port's token only for the
    // platform's own services (clock, scheduler, storage, logger, payment settings). Types of any port stay importable.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [backendPortImports] }] },
  },
  {
    // One way to reach services from a feature or route (issue 37): useService, and server-state.ts for anything async.
    // (A later block's options replace the earlier one's: the port rule is repeated.)
    files: ['src/ui/features/**/*.{ts,tsx}', 'src/ui/app/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [backendPortImports, serviceVariantImports] }] },
  },
  {
    // The mock backend runs src/domain as Node 24 runs it, stripping the types with no build step: only erasable
    // TypeScript, type-only imports marked `type`, and relative imports that name the file (tests/unit/domain/strippable.test.ts
    // runs the mock's import closure through Node itself).
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...domainSyntaxRules],
    },
  },
);
