// One Storybook for the whole product: it collects the stories that live beside their components in
// packages/* and portal/.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../../packages/*/src/**/*.stories.@(ts|tsx)', '../../portal/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (vite) => {
    // Mantine marks every module "use client"; the bundler's notice about dropping it is noise for a
    // client-only Storybook and would bury real warnings.
    vite.build ??= {};
    // One preview bundle holding Mantine, React and every story is expected to be large.
    vite.build.chunkSizeWarningLimit = 4000;
    const previous = vite.build.rolldownOptions?.onwarn;
    vite.build.rolldownOptions = {
      ...vite.build.rolldownOptions,
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        if (previous) previous(warning, warn);
        else warn(warning);
      },
    };
    return vite;
  },
};

export default config;
