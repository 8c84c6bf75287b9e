import { describe, expect, it } from 'vitest';
import { residueIn } from './residue';

const known = new Set(['README.md', 'storybook.md']);

describe('developer residue on a docs page', () => {
  it('finds spec and issue numbers', () => {
    expect(residueIn('Shown as spec 2 asks; fixed in issue 29.', known)).toEqual([
      'a spec section by number: "Shown as spec 2 asks; fixed in issue 29."',
      'an issue by number: "hown as spec 2 asks; fixed in issue 29."',
    ]);
    expect(residueIn("The spec's 4 rules, Issue #12", known)).toHaveLength(2);
  });

  it('finds a document that is not in the repository, and allows one that is', () => {
    expect(residueIn('Colours as STYLE.md says; see docs/storybook.md.', known)).toEqual([
      'a document not in the repository: "Colours as STYLE.md says; see docs/storybook.md."',
    ]);
  });

  it("finds a click handler's source printed by a control", () => {
    const control =
      'contact :{ label : "Ota yhteyttä" onClick : function(...e){let n=Jl(t);n.called=!0}';
    expect(residueIn(control, known).map((hit) => hit.split(':')[0])).toEqual([
      "a handler's source",
      "a handler's source",
    ]);
    expect(residueIn('onClick={() => {}} and onSelect: fn()', known)).toHaveLength(2);
  });

  it('lets the words of a designer page through', () => {
    const text =
      'Specification of the due date: working days only. The issue date is shown. Read visual-tests/README.md.';
    expect(residueIn(text, known)).toEqual([]);
  });
});
