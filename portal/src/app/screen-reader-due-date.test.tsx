import { screen, waitFor } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { paths } from '../lib/paths';
import { envelope, ok } from '../test/fake-api';
import { AINO } from '../test/fake-portal';
import {
  askedAboutContact,
  focus,
  heardJourneys,
  heardSince,
  inLanguage,
  mark,
  screenReaderPageHooks,
  settle,
  signedInBefore,
  startApp,
} from '../test/screen-reader-app';
import { startScreenReader } from '../test/screen-reader';

/** A weekday a week after the debt's due date (today + 10 days): a date the dialog accepts. */
function aWeekLater() {
  let date = dayjs().add(17, 'day');
  while (date.day() === 0 || date.day() === 6) date = date.add(1, 'day');
  return date;
}

screenReaderPageHooks();
const heardToTheEnd = heardJourneys(['dueDateRefused']);

describe('what a screen reader hears of a due date move', { timeout: 120_000 }, () => {
  it('sv: a move the server refuses is spoken at once, with the reason and what to do next', async () => {
    const t = inLanguage('se');
    signedInBefore();
    const api = askedAboutContact()
      .on('get', '/api/duedate/parameters/{debtNr}', () =>
        ok(
          envelope({
            allow: true,
            result: null,
            transferResult: null,
            cost: 5,
            costlessDuedateTransfersLeft: 1,
            notAllowedDuedates: [],
            maxNextDuedate: null,
          }),
        ),
      )
      // Moved once already, as the server found when it tried (result 3).
      .on('post', '/api/duedate/transfer', () =>
        ok({
          status: 1,
          ErrorCode: 8,
          responseObject: { result: 3, newDuedate: null, cost: null },
        }),
      );
    startApp(api, paths.frontPage.getHref(), 'se');
    const actions = await screen.findByRole('button', { name: t('debtActions.label') });
    await startScreenReader();
    await focus(actions);
    await virtual.press('Enter');
    const item = await screen.findByRole('menuitem', { name: t('debtActions.transferDueDate') });
    await focus(item);
    let from = await mark();
    await virtual.press('Enter');
    await screen.findByRole('dialog', { name: t('dueDate.title') });
    const field = await screen.findByRole('textbox', { name: t('datePicker.label') });
    await settle();
    const opened = await heardSince(from);
    // The dialog by its name and what it is for; focus on its heading.
    expect(opened).toContain(
      `dialog, ${t('dueDate.title')}, ${t('dueDate.intro', { creditor: 'Etelä-Suomen Energia Oy' })}`,
    );
    expect(opened.at(-1)).toBe(`heading, ${t('dueDate.title')}, level 2`);

    await focus(field);
    await virtual.type(aWeekLater().format('DD.MM.YYYY'));
    await focus(screen.getByRole('button', { name: t('dueDate.confirm') }));
    from = await mark();
    await virtual.act();
    await waitFor(() => expect(api.callsTo('post', '/api/duedate/transfer')).toHaveLength(1));
    await screen.findByRole('alert');
    await settle();
    // Spoken at once: that it failed, why, and the next step (customer service), word for word.
    const reason = t('dueDateResult.3');
    expect(reason).toMatch(/kundtjänst/);
    expect(await heardSince(from)).toContain(
      `assertive: ${t('dueDate.failedWithReason', { reason })}`,
    );
    // The dialog stays open on the debtor's choice, to change it or to close.
    expect(screen.getByRole('dialog', { name: t('dueDate.title') })).toBeVisible();
    expect(api.callsTo('post', '/api/duedate/transfer')[0]?.body).toMatchObject({
      DebtNr: AINO.debtNr,
      NewDuedate: aWeekLater().format('YYYY-MM-DD'),
    });
    expect(api.unhandled).toEqual([]);
    await heardToTheEnd('dueDateRefused');
  });
});
