import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '@portal/translations';
import { expect, test } from './fixtures';

/**
 * The court decision: persona 4's unopened decision blocks the portal until
 * she authenticates; the decision is then e-mailed (the sandbox outbox). It marks the decision
 * sent, so it runs in the `mutating` project.
 */
const t = (key: string, values?: Record<string, string | number>) => translate('en', key, values);

test.describe.configure({ timeout: 60_000 });

/** The sandbox mailer's messages to an address (`${DATA_DIR}/outbox/*.eml`), by file name. */
function mailsTo(address: string): [string, string][] {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name): [string, string] => [name, readFileSync(join(outbox, name), 'utf8')])
    .filter(([, eml]) => eml.includes(address));
}

test('persona 4 cannot get past the mandatory court decision until she authenticates, then gets it by e-mail', async ({
  page,
  checkAccessibility,
}) => {
  await page.clock.install();
  await page.goto('/lang/en');
  await page.getByRole('textbox', { name: t('login.caseNumber') }).fill('4000001');
  await page.getByLabel(new RegExp(`^${t('login.onlineId')}`)).fill('44444444');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();

  const dialog = page.getByRole('dialog', { name: t('verdict.mandatoryTitle') });
  await expect(dialog).toBeVisible();
  // The 30-second notice of this month's decision waits until the dialog has closed: nothing is
  // drawn over the mandatory dialog. (Found by its text: the page behind the modal
  // dialog is hidden from the accessibility tree.)
  const notice = page.getByText(t('verdict.notice', { count: 1, cases: '4000001' }), {
    exact: true,
  });
  await expect(dialog.getByRole('heading', { name: t('verdict.mandatoryTitle') })).toBeFocused();
  await expect(notice).toHaveCount(0);
  await checkAccessibility();

  // No way out but authenticating or logging out: no close button, Escape, outside click, Tab.
  await expect(dialog.getByRole('button', { name: t('common.close') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expect(dialog.getByRole('button', { name: t('verdict.logout') })).toBeVisible();

  // Still not drawn over the dialog once its 30 seconds would have passed.
  await page.clock.fastForward(31_000);
  await expect(notice).toHaveCount(0);

  const email = dialog.getByRole('textbox', { name: t('verdict.email'), exact: true });
  await expect(email).toHaveValue('liisa.korhonen@example.fi');
  await dialog
    .getByRole('textbox', { name: t('verdict.repeat') })
    .fill('liisa.korhonen@example.com');
  await dialog.getByRole('button', { name: t('verdict.proceed') }).click();
  // The error summary takes focus and says what to do; the field says the same.
  const summary = dialog.getByRole('region', { name: t('errorSummary.title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: t('validation.email.sameAs') })).toBeVisible();
  await expect(dialog.getByText(t('validation.email.sameAs'))).toHaveCount(2);
  await dialog
    .getByRole('textbox', { name: t('verdict.repeat') })
    .fill('liisa.korhonen@example.fi');
  const before = mailsTo('liisa.korhonen@example.fi').length;
  await dialog.getByRole('button', { name: t('verdict.proceed') }).click();

  // The sandbox signing service: strong authentication as Liisa.
  await expect(page).toHaveURL(/\/sandbox\/sign\//);
  await page.locator('#identityCode').selectOption('241172-9342');
  await page.locator('button[name="action"][value="sign"]').click();

  const sent = page.getByRole('dialog', { name: t('verdict.sentTitle') });
  await expect(sent).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/front-page$/);
  // No survey straight after a court decision: the feedback waits behind its own button.
  await expect(sent.getByRole('radiogroup', { name: t('feedback.question') })).toHaveCount(0);
  await sent.getByRole('button', { name: t('verdict.giveFeedback') }).click();
  await expect(sent.getByRole('radiogroup', { name: t('feedback.question') })).toBeVisible();
  await checkAccessibility();
  await sent
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: t('verdict.mandatoryTitle') })).toHaveCount(0);

  await expect.poll(() => mailsTo('liisa.korhonen@example.fi').length).toBe(before + 1);
  const [file, mail] = mailsTo('liisa.korhonen@example.fi').at(-1) ?? ['', ''];
  expect(mail).toMatch(/Content-Type: application\/pdf/i);
  const attachment = /filename="?([^"\r\n]+\.pdf)/i.exec(mail)?.[1];
  expect(attachment).toBeTruthy();
  console.log(`outbox: ${file}, to liisa.korhonen@example.fi, attachment ${attachment}`);

  // spec 2: the actions menu ends with the court decision, after the reports.
  await page
    .getByRole('button', { name: t('debtActions.label') })
    .first()
    .click();
  const labels = await page.getByRole('menuitem').allTextContents();
  expect(labels.at(-1)).toBe(t('debtActions.verdict'));
  expect(labels.indexOf(t('reports.balance'))).toBeGreaterThan(-1);
  expect(labels.indexOf(t('reports.balance'))).toBeLessThan(labels.length - 1);
  await page.keyboard.press('Escape');

  // The 30-second notice, held while the court decision's dialogs were open, comes once they
  // have closed, with its link to the debt (spec 2, 9).
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: t('verdict.noticeLink') }).click();
  await expect(page).toHaveURL(/\/debt\/4000001$/);
});
