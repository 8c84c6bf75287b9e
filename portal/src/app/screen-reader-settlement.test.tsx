import { cleanup, screen, waitFor } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { describe, expect, it } from 'vitest';
import { cents, centsToEuros, type Schemas } from '@portal/openapi';
import { paths } from '../lib/paths';
import { envelope, ok } from '../test/fake-api';
import { AINO, planCalculation } from '../test/fake-portal';
import { plan } from '../test/debtor-fixtures';
import {
  askedAboutContact,
  focus,
  heardJourneys,
  heardSince,
  inLanguage,
  mark,
  prepareScreenReaderPage,
  screenReaderPageHooks,
  press,
  readOn,
  settle,
  signedInBefore,
  startApp,
} from '../test/screen-reader-app';
import { startScreenReader, stopScreenReader } from '../test/screen-reader';

/** The signing service's address the server answers with; the portal goes there. */
const SIGNING_URL = 'https://sign.sandbox.test/task/settlement-1';
const SUBPOENA = 5001;
const FIRST_CENTS = cents(10_000);

/** The settlement's subpoena over persona 1's debt, created (step 4) or also signed (step 5). */
function subpoenaStatus(signed: boolean): Schemas['SubpoenaStatus'] {
  const at = new Date().toISOString();
  return { nr: 77, msNr: 9, created: at, signed: signed ? at : null, paid: null, paymentNr: null };
}

/** Persona 1 offered a settlement in court, as the server answers once it is `signed` or not. */
function offeredSettlement(signed: boolean) {
  return (data: Schemas['DebtorData']) => {
    const first = { sequence: 1, eur: centsToEuros(FIRST_CENTS), duedate: data.debts[0]!.dueDate };
    data.reconciliation = {
      available: true,
      status: null,
      subpoenas: [{ nr: SUBPOENA, orderNrs: [AINO.orderNr], status: subpoenaStatus(signed) }],
      plan: signed
        ? ({
            ...plan({ nr: 9, paymentPlanType: 6, debts: [{ nr: AINO.debtNr }] }),
            nextInstallment: first,
          } as unknown as Schemas['PaymentPlan'])
        : null,
    };
  };
}

screenReaderPageHooks();
const heardToTheEnd = heardJourneys(['settlementSigned']);

describe('what a screen reader hears when settling', { timeout: 120_000 }, () => {
  it('fi: the plan checked and signed at the signing service, back to "settlement signed" and what is next', async () => {
    const t = inLanguage('fi');
    signedInBefore();
    const api = askedAboutContact(offeredSettlement(false))
      .on('post', '/api/reconciliation/calculate', () =>
        ok(envelope(planCalculation(AINO.leftCents, FIRST_CENTS, 0))),
      )
      .on('post', '/api/reconciliation/create', () =>
        ok(envelope({ nr: SUBPOENA, orderNrs: [AINO.orderNr], status: subpoenaStatus(false) })),
      )
      .on('post', '/api/reconciliation/sign', () => ok(envelope(SIGNING_URL)));
    const { redirected } = startApp(api, paths.frontPage.getHref());
    const resume = await screen.findByRole('button', {
      name: t('settlement.offer.continue.action'),
    });
    await startScreenReader();
    let from = await mark();
    await press(resume);
    await screen.findByRole('dialog', { name: new RegExp(t('settlement.title')) });
    const agree = await screen.findByRole('checkbox', { name: t('settlement.agree') });
    await settle();
    // The dialog and the step by their names, focus on the step's heading.
    const opened = await heardSince(from);
    expect(opened.some((phrase) => phrase.startsWith(`dialog, ${t('settlement.title')}`))).toBe(
      true,
    );
    expect(opened.at(-1)).toBe(`heading, ${t('settlement.steps.4')}, level 3`);

    await press(agree);
    const sign = screen.getByRole('button', { name: t('settlement.sign') });
    from = await mark();
    await press(sign);
    expect((await heardSince(from))[0]).toBe(`button, ${t('settlement.sign')}`);
    await waitFor(() => expect(redirected).toEqual([SIGNING_URL]));
    const beforeSigning = await mark();
    await stopScreenReader();
    cleanup();

    // Back from the signing service: the signature is verified and the settlement is signed.
    prepareScreenReaderPage();
    const back = askedAboutContact(offeredSettlement(true)).on(
      'post',
      '/api/reconciliation/verify',
      () => ok(envelope('ok')),
    );
    startApp(back, `${paths.reconciliationVerify.getHref()}?requestId=r1&taskId=t1`);
    await startScreenReader();
    from = await mark();
    const dialog = await screen.findByRole('dialog', { name: new RegExp(t('settlement.title')) });
    const pay = await screen.findByRole('button', { name: t('settlement.step5.pay') });
    await settle();
    // The front page's title, announced politely as the return page gives way to it, is left out.
    const heard = (await heardSince(from)).filter((phrase) => !phrase.startsWith('polite: '));
    expect(heard.some((phrase) => phrase.startsWith(`dialog, ${t('settlement.title')}`))).toBe(
      true,
    );
    expect(heard.at(-1)).toBe(`heading, ${t('settlement.steps.5')}, level 3`);
    // Read on: the result (signed), what it means, the first installment to pay.
    const after = (await readOn(12)).join(' | ');
    expect(after).toContain(t('settlement.step5.title'));
    expect(after).toContain(t('settlement.step5.text'));
    expect(dialog).toContainElement(pay);
    await focus(pay);
    expect(await virtual.lastSpokenPhrase()).toBe(`button, ${t('settlement.step5.pay')}`);
    expect(back.callsTo('post', '/api/reconciliation/verify')).toHaveLength(1);
    expect(api.unhandled).toEqual([]);
    expect(back.unhandled).toEqual([]);
    await heardToTheEnd('settlementSigned', beforeSigning);
  });
});
