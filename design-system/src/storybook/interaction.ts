/**
 * What makes a story an interaction test: the test runner still runs its play function and axe
 * (fi, sv, en), but the sidebar and the docs page do not list it and no screenshot is taken of
 * it. A named story ("Closed", "Unanswered") then stays in the state its name says, in the
 * sidebar, on the docs page and in its screenshots, while the test that clicks and types through
 * it lives beside it under its own name.
 */
export const interactionTest: { tags: string[]; parameters: { loki: { skip: true } } } = {
  tags: ['!dev', '!autodocs'],
  parameters: { loki: { skip: true } },
};
