import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shotOf, writeVisualReport } from './visual-report.mjs';

const configurations = {
  'chrome.small': { width: 390 },
  'chrome.small.sv': { width: 390 },
  'chrome.large': { width: 1280 },
};

describe('the visual review', () => {
  it('names the language and width of a screenshot from its file name', () => {
    expect(shotOf('chrome_small_sv_Cards_DebtCard_Pay_Now.png', configurations)).toEqual({
      language: 'Swedish',
      width: 390,
    });
    expect(shotOf('chrome_large_Cards_DebtCard_Pay_Now.png', configurations)).toEqual({
      language: 'Finnish',
      width: 1280,
    });
  });

  it('lists each changed story by name, with its pictures and links to the story', () => {
    const root = mkdtempSync(join(tmpdir(), 'visual-report-'));
    const lokiDir = join(root, 'loki');
    const file = 'chrome_small_sv_Cards_DebtCard_Pay_Now.png';
    for (const kind of ['reference', 'current', 'difference']) {
      mkdirSync(join(lokiDir, kind), { recursive: true });
      writeFileSync(join(lokiDir, kind, file), kind);
    }
    const dir = join(root, 'report');
    const report = writeVisualReport({
      dir,
      changes: [{ storyId: 'cards-debtcard--pay-now', file, description: '12 pixels differ' }],
      entries: { 'cards-debtcard--pay-now': { title: 'Cards/DebtCard', name: 'Pay Now' } },
      configurations,
      lokiDir,
    });
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('Cards / DebtCard / Pay Now');
    expect(html).toContain('Swedish, 390 px');
    expect(html).toContain('12 pixels differ');
    expect(html).toContain('href="../?path=/story/cards-debtcard--pay-now"');
    expect(html).toContain('href="../?path=/docs/cards-debtcard--docs"');
    expect(html).not.toContain('chrome_small_sv_Cards_DebtCard_Pay_Now.png<');
    for (const kind of ['approved', 'new', 'difference']) {
      expect(existsSync(join(dir, kind, file))).toBe(true);
    }
  });
});
