/**
 * The second accessibility rules engine beside axe-core: IBM's Equal Access
 * (`accessibility-checker-engine`, offline: its `ace.js` is evaluated in the page). The Storybook
 * runner (.storybook/test-runner.ts) and the journeys' `checkAccessibility()`
 * (portal/e2e/fixtures.ts) run it on every story and page axe checks, and its violations fail the
 * check as axe's do. Here, beside the accessibility evidence, so both callers share one list of
 * rules and one reading of the report; not part of any page's code. docs/accessibility-rules.md
 * explains the choices.
 */

/** The engine's guideline "WCAG 2.2 (A, AA)": the rules mapped to WCAG 2.2 A and AA. */
export const EQUAL_ACCESS_GUIDELINE = 'WCAG_2_2';

/**
 * Rules of the guideline that are switched off, each with the reason. None of them can report a
 * violation: each only asks a person to look (a "potential" or "manual" result, never gated) or
 * looks for markup the portal never has. Off, the engine skips its per-style-sheet walks.
 */
export const EQUAL_ACCESS_OFF: Readonly<Record<string, string>> = {
  style_color_misuse:
    'only asks whether colour alone carries meaning; every state and chart line has a text, checked in the stories',
  style_highcontrast_visible:
    'only asks for a manual check in forced colours; portal/e2e/forced-colours.spec.ts makes it',
  style_hover_persistent:
    'only asks to confirm :hover shows no content; nothing in the portal is shown on hover alone',
  style_viewport_resizable:
    'flags style sheets to review for zoom; the 320 px journeys (portal/e2e/narrow.spec.ts) test it',
  html_skipnav_exists:
    "only asks to confirm a bypass; pages have a skip link (axe's bypass and the layout journeys)",
  text_block_heading:
    'flags a short bold line (an amount) as a possible heading; those are figures, not headings',
  blink_css_review: 'looks for CSS blinking; the design system has no blinking text',
  media_keyboard_controllable:
    "manual only: the QR login's camera <video> has no controls (it shows the camera, plays nothing)",
  caption_track_exists:
    "asks for captions; the QR login's camera <video> is a live view of the user's camera, no audio",
};

/**
 * Rules that check what an axe-core rule also checks: kept on, as the two read the same markup
 * differently (the engines disagree about an `aria-controls` that names no element, for one).
 * Listed with axe's twin, so a failure of one is read beside the other.
 */
export const EQUAL_ACCESS_TWINS: Readonly<Record<string, string>> = {
  aria_attribute_allowed: 'aria-allowed-attr',
  aria_attribute_required: 'aria-required-attr',
  aria_attribute_value_valid: 'aria-valid-attr-value',
  aria_id_unique: 'aria-valid-attr-value',
  aria_role_valid: 'aria-roles',
  aria_role_allowed: 'aria-allowed-role',
  aria_hidden_nontabbable: 'aria-hidden-focus',
  aria_parent_required: 'aria-required-parent',
  aria_widget_labelled: 'aria-command-name, aria-input-field-name',
  input_label_exists: 'label',
  label_name_visible: 'label-content-name-mismatch',
  input_autocomplete_valid: 'autocomplete-valid',
  img_alt_valid: 'image-alt',
  svg_graphics_labelled: 'svg-img-alt',
  text_contrast_sufficient: 'color-contrast',
  html_lang_exists: 'html-has-lang',
  html_lang_valid: 'html-lang-valid',
  element_lang_valid: 'valid-lang',
  page_title_exists: 'document-title',
  a_text_purpose: 'link-name',
  table_headers_related: 'td-headers-attr',
  list_children_valid: 'list, listitem',
  meta_viewport_zoomable: 'meta-viewport',
  target_spacing_sufficient: 'target-size',
  aria_landmark_name_unique: 'landmark-unique',
};

/**
 * `aria_hidden_nontabbable` is gated except behind an open modal: Radix's modals (the dialogs,
 * the drawer, the menus) hide the page behind them with `aria-hidden` (marking it
 * `data-aria-hidden`) while their focus scope keeps Tab inside, and put a focus guard at each
 * end of the page that sends Tab back in. What is hidden there cannot be reached; axe's twin
 * reports the same case as needing review, not as a violation. An element a component itself
 * hides stays gated.
 */
export const HIDDEN_BEHIND_MODAL = '[data-aria-hidden="true"]';

/** One violation as the page reports it: where, what, and whether a modal hides it. */
export interface EqualAccessFinding {
  ruleId: string;
  reasonId: string;
  message: string;
  snippet: string;
  /** The element's XPath. */
  path: string;
  /** Inside what an open modal hid (HIDDEN_BEHIND_MODAL). */
  behindModal: boolean;
}

/**
 * Runs in the page (a self-contained function for Playwright's `evaluate`, after `ace.js`): the
 * guideline's violations, the rules of `off` switched off. The checker is made once per page.
 */
export async function equalAccessInPage({
  guideline,
  off,
  behindModal,
}: {
  guideline: string;
  off: string[];
  behindModal: string;
}): Promise<EqualAccessFinding[]> {
  interface Issue {
    ruleId: string;
    reasonId: string | number;
    value: [string, string];
    message: string;
    snippet: string;
    path: { dom: string };
  }
  interface Checker {
    disableRule: (id: string) => void;
    check: (node: Document, guidelines: string[]) => Promise<{ results: Issue[] }>;
  }
  const page = window as unknown as {
    ace: { Checker: new () => Checker };
    __equalAccessChecker?: Checker;
  };
  if (!page.__equalAccessChecker) {
    const made = new page.ace.Checker();
    for (const id of off) made.disableRule(id);
    page.__equalAccessChecker = made;
  }
  const report = await page.__equalAccessChecker.check(document, [guideline]);
  return report.results
    .filter((issue) => issue.value[0] === 'VIOLATION' && issue.value[1] === 'FAIL')
    .map((issue) => {
      const node = document.evaluate(
        issue.path.dom,
        document,
        null,
        XPathResult.FIRST_ORDERED_NODE_TYPE,
        null,
      ).singleNodeValue;
      return {
        ruleId: issue.ruleId,
        reasonId: String(issue.reasonId),
        message: issue.message,
        snippet: issue.snippet,
        path: issue.path.dom,
        behindModal: node instanceof Element && node.closest(behindModal) !== null,
      };
    });
}

/** The arguments of `equalAccessInPage` for this portal. */
export const equalAccessArgs = () => ({
  guideline: EQUAL_ACCESS_GUIDELINE,
  off: Object.keys(EQUAL_ACCESS_OFF),
  behindModal: HIDDEN_BEHIND_MODAL,
});

/** The findings that fail a check: all but the focusable content behind an open modal. */
export function gatedFindings(findings: readonly EqualAccessFinding[]): EqualAccessFinding[] {
  return findings.filter(
    (finding) => !(finding.ruleId === 'aria_hidden_nontabbable' && finding.behindModal),
  );
}

/** Violated rules and failing elements, counted as the axe evidence counts them. */
export function countFindings(findings: readonly EqualAccessFinding[]) {
  return { rules: new Set(findings.map((finding) => finding.ruleId)).size, nodes: findings.length };
}

/** One line per finding, for a failed check's message. */
export function describeFindings(label: string, findings: readonly EqualAccessFinding[]): string[] {
  return findings.map(
    (finding) =>
      `[${label}] Equal Access ${finding.ruleId} (${finding.reasonId}): ${finding.message}\n` +
      `    ${finding.path}: ${finding.snippet}`,
  );
}
