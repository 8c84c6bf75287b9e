import { describe, expect, it } from 'vitest';
import { referenceIndex } from '../.storybook/visual-references';
import { storySlug } from '../.storybook/references';

const configurations = {
  'chrome.small': { width: 390 },
  'chrome.small.sv': { width: 390 },
  'chrome.small.en': { width: 390 },
  'chrome.sm': { width: 600 },
  'chrome.large': { width: 1280 },
};

describe('the approved screenshots index', () => {
  it('reads language and width from the configuration a file name starts with', () => {
    expect(
      referenceIndex(
        [
          'chrome_small_sv_Cards_DebtCard_Pay_Now.png',
          'chrome_small_Cards_DebtCard_Pay_Now.png',
          'chrome_sm_Layout_Stack_Default.png',
          'chrome_large_Cards_DebtCard_Pay_Now.png',
          'README.md',
          'firefox_small_Cards_DebtCard_Pay_Now.png',
        ],
        configurations,
      ),
    ).toEqual([
      {
        story: 'Cards_DebtCard_Pay_Now',
        language: 'fi',
        width: 1280,
        file: 'chrome_large_Cards_DebtCard_Pay_Now.png',
      },
      {
        story: 'Layout_Stack_Default',
        language: 'fi',
        width: 600,
        file: 'chrome_sm_Layout_Stack_Default.png',
      },
      {
        story: 'Cards_DebtCard_Pay_Now',
        language: 'fi',
        width: 390,
        file: 'chrome_small_Cards_DebtCard_Pay_Now.png',
      },
      {
        story: 'Cards_DebtCard_Pay_Now',
        language: 'sv',
        width: 390,
        file: 'chrome_small_sv_Cards_DebtCard_Pay_Now.png',
      },
    ]);
  });

  it("names a story as loki's file names do", () => {
    expect(storySlug('Cards/DebtCard', 'Pay Now')).toBe('Cards_DebtCard_Pay_Now');
    expect(storySlug('Overlays/StepDialog', 'Step 2 (of 3)')).toBe(
      'Overlays_StepDialog_Step_2_of_3',
    );
  });
});
