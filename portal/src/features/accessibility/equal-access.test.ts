import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  countFindings,
  describeFindings,
  EQUAL_ACCESS_GUIDELINE,
  EQUAL_ACCESS_OFF,
  EQUAL_ACCESS_TWINS,
  gatedFindings,
  type EqualAccessFinding,
} from './equal-access';

/** The engine's own list of the guideline's rules (its Node build needs no page for that). */
function guidelineRules(): Set<string> {
  const ace = createRequire(import.meta.url)('accessibility-checker-engine/ace-node.js') as {
    Checker: new () => { rulesetRules: Record<string, string[]> };
  };
  return new Set(new ace.Checker().rulesetRules[EQUAL_ACCESS_GUIDELINE]);
}

const finding = (ruleId: string, behindModal = false): EqualAccessFinding => ({
  ruleId,
  reasonId: 'Fail_1',
  message: `${ruleId} failed`,
  snippet: '<button>',
  path: '/html[1]/body[1]/button[1]',
  behindModal,
});

describe('IBM Equal Access rules', () => {
  it('names only rules of the WCAG 2.2 guideline, each with a reason or an axe twin', () => {
    const rules = guidelineRules();
    expect(rules.size).toBeGreaterThan(100);
    for (const [id, why] of Object.entries(EQUAL_ACCESS_OFF)) {
      expect(rules.has(id), `${id} is a rule of ${EQUAL_ACCESS_GUIDELINE}`).toBe(true);
      expect(why.length, `${id} says why it is off`).toBeGreaterThan(30);
    }
    for (const [id, axe] of Object.entries(EQUAL_ACCESS_TWINS)) {
      expect(rules.has(id), `${id} is a rule of ${EQUAL_ACCESS_GUIDELINE}`).toBe(true);
      expect(axe, `${id} names axe rules`).toMatch(/^[a-z-]+(, [a-z-]+)*$/);
    }
    // A rule is either off or a gated twin of axe's, not both.
    const both = Object.keys(EQUAL_ACCESS_OFF).filter((id) => id in EQUAL_ACCESS_TWINS);
    expect(both).toEqual([]);
  });

  it('gates every violation but focusable content an open modal hid', () => {
    const findings = [
      finding('aria_hidden_nontabbable', true),
      finding('aria_hidden_nontabbable', false),
      finding('input_autocomplete_valid', true),
    ];
    expect(gatedFindings(findings)).toEqual([findings[1], findings[2]]);
  });

  it('counts violated rules and failing elements, and describes each', () => {
    const findings = [finding('aria_id_unique'), finding('aria_id_unique'), finding('a')];
    expect(countFindings(findings)).toEqual({ rules: 2, nodes: 3 });
    expect(countFindings([])).toEqual({ rules: 0, nodes: 0 });
    expect(describeFindings('fi', [findings[0]!])).toEqual([
      '[fi] Equal Access aria_id_unique (Fail_1): aria_id_unique failed\n' +
        '    /html[1]/body[1]/button[1]: <button>',
    ]);
  });
});
