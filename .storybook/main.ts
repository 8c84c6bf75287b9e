import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { visualReferences } from './visual-references';

const designSystemTsconfig = fileURLToPath(
  new URL('../design-system/tsconfig.json', import.meta.url),
);

/** Vite warnings that say nothing about this code: Radix's "use client" banners (no React Server Components here). */
const ignoredWarnings = new Set(['MODULE_LEVEL_DIRECTIVE']);

const config: StorybookConfig = {
  stories: ['../design-system/src/docs/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // A browser asks for /favicon.ico; the static Storybook answers it instead of a 404. The design
  // tokens file is served too, so the Foundations pages can offer it for download.
  // The approved screenshots too, shown on each component's page (screenshot-matrix.tsx).
  staticDirs: [
    './public',
    { from: '../design-system/tokens', to: '/tokens' },
    { from: '../visual-tests/.loki/reference', to: '/visual-references' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The root tsconfig.json lists no files (a solution file), so docgen must read the design
    // system's own; only the components are documented (not the stories or the preview).
    reactDocgenTypescriptOptions: {
      tsconfigPath: designSystemTsconfig,
      include: ['design-system/src/components/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.styles.ts'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // As Storybook's default, props declared only in node_modules (HTML attributes, Radix's
      // `asChild`) are not listed; unlike it, props of a union type are looked up too.
      propFilter: (prop) => {
        const declared = prop.declarations?.length
          ? prop.declarations
          : prop.parent
            ? [prop.parent]
            : [];
        return declared.length === 0 || declared.some((d) => !/node_modules/.test(d.fileName));
      },
    },
  },
  // A quiet build (`--quiet`): no list of every emitted file, only warnings that matter.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? []),
      visualReferences(fileURLToPath(new URL('..', import.meta.url))),
    ],
    logLevel: 'warn',
    build: {
      ...viteConfig.build,
      reportCompressedSize: false,
      // The preview bundles Storybook's own docs renderer; its size is not the portal's budget.
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Docgen's share of the build time is known (about half) and printed nowhere else.
        checks: { ...viteConfig.build?.rolldownOptions?.checks, pluginTimings: false },
        onLog(level, log, defaultHandler) {
          if (log.code && ignoredWarnings.has(log.code)) return;
          defaultHandler(level, log);
        },
      },
    },
  }),
};

export default config;
