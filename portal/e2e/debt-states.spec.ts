/**
 * spec 2: what the front page and the debt view
 * show for a joint plan, on a phone, and for debts in distraint and in debt restructuring; the
 * actions menu in the order spec 2 gives. Read-only journeys (the `journeys` project).
 */
import { expect, logIn, logInStrongly, test, tr } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/** spec 2: the actions menu's items, in this order (each only when allowed or available). */
const ACTION_ORDER = [
  'debtActions.transferDueDate',
  'debtActions.customPayment',
  'debtActions.invoiceCopy',
  'debtActions.reclamation',
  'reports.balance',
  'reports.planConfirmation',
  'debtActions.verdict',
];

test('persona 2: distraint warning, other debtors, the actions in order, and restructuring relief (sv)', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('se');
  await logInStrongly(page, 'se');

  // 2000003 is in distraint (state 5): the payment warning, and who else is liable.
  await page.goto('/debt/2000003');
  await expect(page.getByText(t('notice.distraint.title'))).toBeVisible();
  await expect(page.getByText(t('notice.distraint.text'))).toBeVisible();
  await page.getByRole('tab', { name: t('debt.tabs.info') }).click();
  await page.getByRole('tab', { name: t('debt.info.others') }).click();
  const others = page.getByRole('tabpanel', { name: t('debt.info.others') });
  await expect(others.getByText(t('debt.others.text'))).toBeVisible();
  await expect(others.getByRole('listitem').first()).toBeVisible();
  await checkAccessibility();

  // The actions menu lists what is allowed, in spec 2's order.
  await page.getByRole('button', { name: t('debtActions.label') }).click();
  const items = await page.getByRole('menuitem').allInnerTexts();
  const positions = items.map((text) => ACTION_ORDER.findIndex((key) => t(key) === text.trim()));
  expect(items.length).toBeGreaterThanOrEqual(2);
  expect(positions, `menu: ${items.join(' | ')}`).not.toContain(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  await page.keyboard.press('Escape');

  // 2000007 is in debt restructuring (state 6): the relief total and the restructuring id, and
  // no pay button: it is paid under the restructuring programme.
  await page.goto('/debt/2000007');
  await expect(page.getByText(t('debt.restructuring.title'))).toBeVisible();
  const relief = t('debt.restructuring.reliefTotal', { amount: '§' }).split('§');
  await expect(
    page.getByText(new RegExp(`^${relief[0]}[\\d\\s\\u00a0]+,\\d{2}\\s?€${relief[1] ?? ''}$`)),
  ).toBeVisible();
  const id = t('debt.restructuring.id', { id: '§' }).split('§')[0]!;
  await expect(page.getByText(new RegExp(`^${id}\\S+`))).toBeVisible();
  await expect(page.getByText(t('payBlock.restructuring'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('button.payNow') })).toHaveCount(0);
  await checkAccessibility();
});

test('persona 7: the joint plan card pays soon and opens the plan (fi)', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('fi');
  // The multi-debt view: a strong login shows all of persona 7's debts.
  await logInStrongly(page, 'fi', '131052-9672');
  const card = page.getByRole('link', { name: new RegExp(t('planCard.jointTitle')) });
  await expect(card).toHaveAttribute('href', '/payment-plan/7000001');
  await expect(page.getByRole('button', { name: t('button.payQuickly') }).first()).toBeVisible();
  await checkAccessibility();
  await card.click();
  await expect(page).toHaveURL(/\/payment-plan\/7000001$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(t('planCard.jointTitle')) }),
  ).toBeVisible();
  // Its payments name each debt by creditor and case number (never the internal 700001), and
  // they add up to what the plan says is paid: 3 x 120 EUR and 3 x 80 EUR.
  await page.getByRole('tab', { name: t('debt.tabs.planInfo') }).click();
  await page.getByRole('tab', { name: t('debt.info.payments') }).click();
  const payments = page.getByRole('tabpanel', { name: t('debt.info.payments') });
  await expect(
    payments.getByRole('cell', {
      name: t('paymentsPage.debt', { creditor: 'Kodintekniikka Virta Oy', orderNr: 7000002 }),
    }),
  ).toHaveCount(3);
  await expect(payments.getByText('700001', { exact: true })).toHaveCount(0);
  await expect(payments.getByRole('row')).toHaveCount(7);
  await checkAccessibility();
});

test('persona 1 on a phone: the debt view has a back header, links to its dialogs and a help card (en)', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await logIn(page, 'en', '1000001', '11111111');
  // The phone is turned to the debt view after login (the phone's login dialog is phone.spec.ts's).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/debt/1000001');
  const back = page.getByRole('link', { name: t('debt.back') });
  await expect(back).toBeVisible();
  // No breadcrumb on a phone: the back header takes its place.
  await expect(page.getByRole('navigation', { name: t('breadcrumb.label') })).toBeHidden();
  // On a phone the debt information is a list of links to dialogs, with a help card below.
  await page.getByRole('tab', { name: t('debt.tabs.info') }).click();
  for (const key of ['debt.info.facts', 'bills.caption', 'debt.info.payments', 'debt.info.actions'])
    await expect(page.getByRole('button', { name: t(key), exact: true })).toBeVisible();
  const help = page.getByRole('region', { name: t('helpCard.title') });
  await expect(help.getByRole('link', { name: t('helpCard.action') })).toHaveAttribute(
    'href',
    '/help',
  );
  // A link opens its dialog; closing it returns to the list.
  await page.getByRole('button', { name: t('debt.info.payments'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('debt.info.payments') });
  await expect(dialog).toBeVisible();
  await checkAccessibility();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await back.click();
  await expect(page).toHaveURL(/\/front-page$/);
});
