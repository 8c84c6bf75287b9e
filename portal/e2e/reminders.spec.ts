import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test, tr } from './fixtures';
import { FRESH_SERVER_START_MS, freshServer } from './fresh-server';

/**
 * Reminders and the consent to electronic payment demands, persona 7 across
 * fi, sv and en: e-mail reminders 3 days before, and the reminder of the joint plan's installment
 * due tomorrow arrives in the sandbox outbox (its server runs the job every 2 s,
 * REMINDER_INTERVAL_MS); consent given (valid until …) and withdrawn.
 * It changes persona 7's data, and the due-date journey moves this very installment, so it runs on
 * a server of its own on a fresh database (fresh-server.ts), from the start beside the read-only
 * journeys (playwright.config.ts): no other journey reads what it changes, nor changes what it
 * reads. Its two journeys run in order on one worker, which starts that server once.
 */
const server = freshServer('reminders', { REMINDER_INTERVAL_MS: '2000' });

test.use({ baseURL: server.baseURL });

test.beforeAll(async () => {
  test.setTimeout(FRESH_SERVER_START_MS);
  await server.start();
});

test.afterAll(() => server.stop());
const shots = '/tmp/shots-reminders';
const EMAIL = 'juha.laine@example.fi';

/** A section at a width, scrolled to just below the sticky top bar (an element screenshot would sit under it). */
async function shoot(page: Page, section: Locator, width: number, file: string) {
  await page.setViewportSize({ width, height: 1100 });
  await section.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100),
  );
  await page.screenshot({ path: `${shots}/${file}-${width}.png` });
}

test.describe.configure({ mode: 'default', timeout: 90_000 });

/** DD.MM.YYYY of a day `days` from today in Helsinki. */
function helsinkiDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
    new Date(),
  );
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** One year on, the day before (the consent's last day, server/src/services/reminder-rules.ts). */
function consentLastDay(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
    new Date(),
  );
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, 1));
  const lastOfMonth = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  next.setUTCDate(Math.min(d, lastOfMonth) - 1);
  const iso = next.toISOString().slice(0, 10);
  const [yy, mm, dd] = iso.split('-');
  return `${dd}.${mm}.${yy}`;
}

/** RFC 2047 words and a quoted-printable or base64 body, as nodemailer writes them. */
function decodeEml(eml: string): { subject: string; text: string } {
  const header = eml.slice(0, eml.indexOf('\n\n'));
  const rawSubject = (/^Subject: (.*(?:\n[ \t].*)*)/m.exec(header)?.[1] ?? '').replace(
    /\n[ \t]/g,
    ' ',
  );
  const subject = rawSubject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
  const bodyRaw = eml.slice(eml.indexOf('\n\n') + 2);
  let text = bodyRaw;
  if (/Content-Transfer-Encoding: quoted-printable/i.test(header)) {
    text = Buffer.from(
      bodyRaw
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  } else if (/Content-Transfer-Encoding: base64/i.test(header)) {
    text = Buffer.from(bodyRaw.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { subject, text };
}

/** Reminders to persona 7 in the sandbox outbox (its server's `outbox/*.eml`). */
function remindersTo(address: string): { file: string; subject: string; text: string }[] {
  const outbox = join(server.dataDir(), 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((file) => ({ file, eml: readFileSync(join(outbox, file), 'utf8') }))
    .filter(({ eml }) => eml.includes(address))
    .map(({ file, eml }) => ({ file, ...decodeEml(eml) }));
}

test('persona 7 chooses e-mail reminders and gets one for tomorrow’s installment; gives and withdraws consent to electronic payment demands', async ({
  page,
  checkAccessibility,
}) => {
  mkdirSync(shots, { recursive: true });
  const tomorrow = helsinkiDay(1);

  // fi: e-mail reminders 3 days before.
  let t = tr('fi');
  await logIn(page, 'fi', '7000001', '77777777');
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  await page.goto('/profile');
  const reminders = page.getByRole('region', { name: t('profile.reminders.title') });
  await expect(reminders).toBeVisible();
  await reminders.getByRole('checkbox', { name: t('profile.reminders.byEmail') }).check();
  await reminders.getByRole('radio', { name: t('profile.reminders.daysOption.3') }).check();
  await reminders.getByRole('button', { name: t('profile.reminders.save') }).click();
  await expect(reminders.getByRole('status')).toHaveText(t('profile.reminders.saved'));

  // The job (every 2 s here) sends the reminder of the installment due tomorrow, in Finnish.
  const subject = `Muistutus: maksuerä erääntyy ${tomorrow}`;
  await expect
    .poll(() => remindersTo(EMAIL).filter((m) => m.subject === subject).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const reminder = remindersTo(EMAIL).find((m) => m.subject === subject)!;
  expect(reminder.text).toContain(`Eräpäivä: ${tomorrow}`);
  expect(reminder.text).toMatch(/Summa: \d[\d\s]*,\d\d\s€/);
  expect(reminder.text).toMatch(/Viitenumero: \S+/);
  expect(reminder.text).toContain('asiassa\u00a07000001');
  console.log(`outbox: ${reminder.file}\nSubject: ${reminder.subject}\n${reminder.text}`);

  // sv: the choice is kept; consent given, valid for 12 months less a day.
  t = tr('se');
  await page.goto('/lang/se');
  await expect(page).toHaveURL(/\/front-page$/);
  await page.goto('/profile');
  const remindersSv = page.getByRole('region', { name: t('profile.reminders.title') });
  await expect(
    remindersSv.getByRole('checkbox', { name: t('profile.reminders.byEmail') }),
  ).toBeChecked();
  await expect(
    remindersSv.getByRole('radio', { name: t('profile.reminders.daysOption.3') }),
  ).toBeChecked();
  const consent = page.getByRole('region', { name: t('profile.consent.title') });
  await expect(consent.getByText(t('profile.consent.state.none'))).toBeVisible();
  await consent
    .getByRole('radio', { name: t('profile.consent.channelOption.email', { address: EMAIL }) })
    .check();
  await consent.getByRole('button', { name: t('profile.consent.give') }).click();
  await expect(consent.getByRole('status')).toHaveText(t('profile.consent.given'));
  const until = consentLastDay();
  await expect(
    consent.getByText(t('profile.consent.state.valid', { date: until }), { exact: true }),
  ).toBeVisible();
  await expect(consent.getByText('7000001')).toBeVisible();
  await checkAccessibility();

  // Screenshots of the two sections at a phone's and a desktop's width.
  for (const width of [390, 1280]) {
    await shoot(page, remindersSv, width, 'reminders-sv');
    await shoot(page, consent, width, 'consent-valid-sv');
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // en: withdrawn today.
  t = tr('en');
  await page.goto('/lang/en');
  await expect(page).toHaveURL(/\/front-page$/);
  await page.goto('/profile');
  const consentEn = page.getByRole('region', { name: t('profile.consent.title') });
  await expect(
    consentEn.getByText(t('profile.consent.state.valid', { date: until }), { exact: true }),
  ).toBeVisible();
  await consentEn.getByRole('button', { name: t('profile.consent.withdraw') }).click();
  await expect(consentEn.getByRole('status')).toHaveText(t('profile.consent.withdrawn'));
  await expect(
    consentEn.getByText(t('profile.consent.state.withdrawn', { date: helsinkiDay(0) }), {
      exact: true,
    }),
  ).toBeVisible();
  await checkAccessibility();
  for (const width of [390, 1280]) {
    const remindersEn = page.getByRole('region', { name: t('profile.reminders.title') });
    await shoot(page, remindersEn, width, 'reminders-en');
    await shoot(page, consentEn, width, 'consent-withdrawn-en');
  }

  // Still exactly one reminder for that installment and channel.
  expect(remindersTo(EMAIL).filter((m) => m.subject === subject)).toHaveLength(1);
});

/** Text messages in the sandbox outbox (its server's `outbox/*.sms.txt`) to a number. */
function textMessagesTo(number: string): { file: string; to: string; text: string }[] {
  const outbox = join(server.dataDir(), 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.sms.txt'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((file) => {
      const [head = '', ...rest] = readFileSync(join(outbox, file), 'utf8').split('\n\n');
      return { file, to: head.replace(/^To:\s*/, '').trim(), text: rest.join('\n\n').trim() };
    })
    .filter(({ to }) => to.endsWith(number));
}

// An SMS reminder reaches the SMS gateway (the sandbox's outbox).
test('persona 2 chooses text-message reminders and gets one for the debt due tomorrow (en)', async ({
  page,
  checkAccessibility,
}) => {
  const t = tr('en');
  await logIn(page, 'en', '2000001', '22222222');
  await page.goto('/profile');
  const reminders = page.getByRole('region', { name: t('profile.reminders.title') });
  await reminders.getByRole('checkbox', { name: t('profile.reminders.bySms') }).check();
  await reminders.getByRole('radio', { name: t('profile.reminders.daysOption.1') }).check();
  await reminders.getByRole('button', { name: t('profile.reminders.save') }).click();
  await expect(reminders.getByRole('status')).toHaveText(t('profile.reminders.saved'));
  await checkAccessibility();

  // The job (every 2 s here): case 2000001 is due tomorrow; the message is in English.
  await expect
    .poll(() => textMessagesTo('401234567').filter((m) => m.text.includes('2000001')).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const sms = textMessagesTo('401234567').find((m) => m.text.includes('2000001'))!;
  // The message keeps a case number with its word by a non-breaking space.
  const text = sms.text.replace(/\u00a0/g, ' ');
  expect(text).toContain(`in case 2000001`);
  expect(text).toContain(`is due on ${helsinkiDay(1)}`);
  expect(text).toMatch(/Reference number \S+\./);
  console.log(`outbox: ${sms.file}\nTo: ${sms.to}\n${sms.text}`);
});
