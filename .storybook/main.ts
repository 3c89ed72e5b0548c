import type { StorybookConfig } from '@storybook/react-vite';

/** The app's Vite plugins that are about hosting the app (its headers, its production configuration), not about its code. */
const HOSTING_ONLY = new Set(['tutorhub-hosting', 'refuse-runtime-data']);

const config: StorybookConfig = {
  stories: ['../src/ui/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (vite) => ({
    ...vite,
    plugins: (vite.plugins ?? []).flat().filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && HOSTING_ONLY.has(plugin.name))),
    build: { ...vite.build, rollupOptions: {}, outDir: undefined },
  }),
};
export default config;
