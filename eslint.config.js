// Lint for the whole repository: typescript-eslint's recommended rules, and the import boundaries
// that keep a feature in one place (ARCHITECTURE.md, "Boundaries").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

/** The parts of the code base, by folder; boundaries/dependencies below says who may import whom. */
const elements = [
  // Tests anywhere are tooling: they may reach into whatever they test.
  { type: 'tooling', pattern: '**/*.test.{ts,tsx}', mode: 'file' },
  { type: 'events', pattern: 'events/src', mode: 'folder' },
  // The read models' table types, one module per feature: what a service reads, imported by name.
  { type: 'read-models', pattern: 'infra/src/read-models', mode: 'folder' },
  { type: 'infra', pattern: 'infra/src', mode: 'folder' },
  // The one-process start assembles every service; only it may import more than one of them.
  { type: 'composition', pattern: ['services/gateway/src/compose.ts', 'services/gateway/src/one-process.ts', 'services/gateway/src/feature-seeds.ts'], mode: 'file' },
  { type: 'service', pattern: 'services/*/src', mode: 'folder', capture: ['service'] },
  { type: 'client-app', pattern: 'client/src/app', mode: 'folder' },
  { type: 'client-feature', pattern: 'client/src/features/*', mode: 'folder', capture: ['feature'] },
  { type: 'client-shared', pattern: ['client/src/components', 'client/src/lib', 'client/src/hooks', 'client/src/i18n'], mode: 'folder' },
  { type: 'client-entry', pattern: 'client/src/*.tsx', mode: 'file' },
  { type: 'tooling', pattern: ['test', 'bench'], mode: 'folder' },
];

/** Elements of type `from` may import elements of these types. */
const allow = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'client/dist/**', 'bench/results/**', 'data/**', 'client/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { typescript: { project: ['tsconfig.json', 'client/tsconfig.json'] } },
      'boundaries/include': ['events/src/**/*', 'infra/src/**/*', 'services/*/src/**/*', 'client/src/**/*', 'test/**/*', 'bench/**/*'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('events', ['events']),
            // The platform knows no feature's tables; a read model's types stand alone.
            allow('infra', ['events', 'infra']),
            allow('read-models', ['events', 'read-models']),
            // A service uses the shared packages and itself, never another service.
            allow('service', ['events', 'infra', 'read-models']),
            { from: { element: { type: 'service' } }, allow: { to: { element: { type: 'service', captured: { service: '{{ from.element.captured.service }}' } } } } },
            allow('composition', ['events', 'infra', 'read-models', 'service', 'composition']),
            // Shared UI and layout know no feature; a feature uses shared code, its own folder and other features' index.ts.
            allow('client-shared', ['client-shared', 'events']),
            allow('client-feature', ['client-shared', 'events']),
            { from: { element: { type: 'client-feature' } }, allow: { to: { element: { type: 'client-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
            // Another feature only through its public entry, features/<name>/index.ts.
            { from: { element: { type: 'client-feature' } }, allow: { to: { element: { type: 'client-feature', fileInternalPath: 'index.ts' } } } },
            allow('client-app', ['client-app', 'client-feature', 'client-shared', 'events']),
            allow('client-entry', ['client-app', 'client-feature', 'client-shared', 'events']),
            allow('tooling', ['tooling', 'events', 'infra', 'read-models', 'service', 'composition', 'client-shared', 'client-feature']),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests and benchmarks read untyped JSON answers all the time; `any` there is a convenience, not a boundary.
    files: ['test/**/*.ts', 'bench/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
