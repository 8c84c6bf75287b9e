import { describe, expect, it } from 'vitest';
import { debt } from '../../test/debtor-fixtures';
import { needsVerdictDialog, recentUnseenVerdicts } from './rules';

const withVerdict = (available: boolean, downloaded: boolean, date: string | null) =>
  debt(1, 4, '2026-10-01', {
    isVerdictAvailable: available,
    isVerdictDownloaded: downloaded,
    verdictDate: date,
  });

describe('the court decision (spec 4)', () => {
  it.each([
    ['no decision', [withVerdict(false, false, null)], false],
    ['available, not sent', [withVerdict(true, false, '2026-11-21')], true],
    ['available and sent', [withVerdict(true, true, '2026-11-21')], false],
    [
      'one sent, one not',
      [withVerdict(true, true, '2026-11-21'), withVerdict(true, false, '2026-10-02')],
      true,
    ],
  ])('dialog: %s', (_name, debts, expected) => {
    expect(needsVerdictDialog(debts)).toBe(expected);
  });

  it.each([
    ['this month, unseen', withVerdict(true, false, '2026-11-01'), 1],
    ['last month, unseen', withVerdict(true, false, '2026-10-31'), 0],
    ['this month, already sent', withVerdict(true, true, '2026-11-21'), 0],
    ['no date', withVerdict(true, false, null), 0],
  ])('30-second notice: %s', (_name, item, count) => {
    expect(recentUnseenVerdicts([item], '2026-11-24')).toHaveLength(count);
  });
});
