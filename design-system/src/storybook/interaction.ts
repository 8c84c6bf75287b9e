/**
 * What makes a story an interaction test, with `tags: ['!dev', '!autodocs']` beside it: the test
 * runner still runs its play function and axe (fi, sv, en), but the sidebar and the docs page do
 * not list it, and no screenshot is taken of it. A named story ("Closed", "Unanswered") then
 * stays in the state its name says, in the sidebar, on the docs page and in its screenshots,
 * while the test that clicks and types through it lives beside it under its own name. The tags
 * are written in each story: Storybook's indexer reads them from the source, and a spread of an
 * imported object is invisible to it (the story would stay in the sidebar).
 */
export const interactionTest: { parameters: { loki: { skip: true } } } = {
  parameters: { loki: { skip: true } },
};
