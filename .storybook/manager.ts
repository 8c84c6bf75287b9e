import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The product's own look in Storybook's frame: its name, brand colour and typeface.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Debtor portal · design system',
    brandUrl: './?path=/docs/introduction--docs',
    brandTarget: '_self',
    colorPrimary: '#00506e',
    colorSecondary: '#00506e',
    appBg: '#f3f5f7',
    appContentBg: '#ffffff',
    appBorderColor: '#d9dee3',
    textColor: '#1b1f24',
    textMutedColor: '#4d5661',
    barSelectedColor: '#00506e',
    fontBase: '"Source Sans 3", "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif',
  }),
});
