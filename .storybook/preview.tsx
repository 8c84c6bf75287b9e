import type { Preview } from '@storybook/react-vite';
import { Fragment, useEffect } from 'react';
import { globalStyles, breakpoints } from '@portal/design-system';
import { htmlLangOf, isLanguageId } from '@portal/translations';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import { axeRules, axeRunOnly } from './axe-options';
import { DocsPage } from './docs-page';

/**
 * A story framed on its docs page (`parameters.docs.story.inline: false`) plays in a frame of its
 * own, so the page shows the state the story's name says. A focus there (a menu opened from the
 * keyboard) would scroll the docs page to that frame while a designer reads further down: inside
 * such a frame, focusing never scrolls. The story's own page and the test runner are not framed
 * by a docs page and keep the browser's behaviour.
 */
function framedOnDocsPage(): boolean {
  try {
    return (
      window.parent !== window &&
      new URLSearchParams(window.parent.location.search).get('viewMode') === 'docs'
    );
  } catch {
    return false;
  }
}
if (framedOnDocsPage()) {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusWithoutScrolling(options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
}

const viewport = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: width < breakpoints.sm ? ('mobile' as const) : ('desktop' as const),
});

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the real strings from translations/',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'fi', title: 'Suomi (fi)' },
          // 'se' is the contract's language id (openapi); the language is Swedish, `lang="sv"`.
          { value: 'se', title: 'Svenska (sv)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The Accessibility panel runs when asked ("Run accessibility tests"), not after every render:
  // the test runner runs axe over the whole page itself (.storybook/test-runner.ts), and the
  // add-on's automatic run would overlap with it ("Axe is already running").
  initialGlobals: { locale: 'fi', a11y: { manual: true } },
  // Load the web font before a story renders, so screenshots never catch the fallback font.
  loaders: [
    async () => {
      await Promise.all(
        ['400', '600', '700'].map((weight) =>
          document.fonts.load(`${weight} 16px "Source Sans 3"`),
        ),
      );
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    docs: { page: DocsPage },
    options: {
      // Written pages first, then the components by role, each group alphabetical. (Storybook lists
      // pages outside a group, Introduction and Changelog, above the groups.)
      storySort: {
        order: [
          'Introduction',
          'Changelog',
          'Foundations',
          [
            'Colour',
            'Typography',
            'Spacing and layout',
            'Shape and depth',
            'Motion',
            'Icons',
            'Design tokens',
          ],
          'Guidance',
          'Layout',
          'Navigation',
          'Actions',
          'Forms',
          'Cards',
          'Feedback',
          'Overlays',
          'Data',
          'Typography',
          'Media',
          'Pages',
        ],
      },
    },
    controls: { expanded: true },
    // The panel checks with the runner's rules and tags (axe-options.ts); `todo` shows
    // violations as warnings in Storybook, the runner is what fails `npm test`.
    a11y: {
      test: 'todo',
      options: { runOnly: axeRunOnly },
      config: { rules: axeRules },
    },
    viewport: {
      options: {
        phone: viewport('Phone (390)', 390, 844),
        small: viewport(`Small (${breakpoints.sm})`, breakpoints.sm, 900),
        medium: viewport(`Medium (${breakpoints.md})`, breakpoints.md, 900),
        large: viewport(`Large (${breakpoints.lg})`, breakpoints.lg, 900),
        extraLarge: viewport(`Extra large (${breakpoints.xl})`, breakpoints.xl, 900),
      },
    },
  },
  decorators: [
    // Stories sit in a `<main>` as they do in the portal, so axe's `region` rule sees the
    // component where it will live. Stories that render their own landmark (top bar, footer,
    // not-found page, page frame) opt out with `parameters: { mainLandmark: false }`.
    (Story, { parameters }) =>
      parameters.mainLandmark === false ? (
        <Story />
      ) : (
        <main>
          <Story />
        </main>
      ),
    (Story, { globals, id }) => {
      globalStyles();
      const language = isLanguageId(globals.locale) ? globals.locale : 'fi';
      useEffect(() => {
        document.documentElement.lang = htmlLangOf[language];
        // Tells the test runner which story, in which language, has rendered
        // (.storybook/test-runner.ts).
        document.documentElement.dataset.storyRendered = `${id} ${language}`;
      }, [language, id]);
      // A fresh mount per story: the test runner switches stories in one page, and React would
      // otherwise keep the state (an open menu, a chosen tab) of the previous story of the same
      // component.
      return (
        <Fragment key={id}>
          <Story />
        </Fragment>
      );
    },
  ],
};

export default preview;
