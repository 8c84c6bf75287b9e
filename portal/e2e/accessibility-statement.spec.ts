import { readFileSync } from 'node:fs';
import { languageIds } from '@portal/translations';
import { expect, test, tr } from './fixtures';
import { HEARD_JOURNEYS, summariseEvidence } from '../src/features/accessibility/evidence';

/**
 * The accessibility statement (306/2019), opened from the footer in each language: the standard
 * and status, the known shortcomings, how it was tested (generated from the evidence file the
 * build read), the feedback channel and the supervisory authority; axe on a phone and a desktop.
 * It reads no debtor data and changes none.
 */

/** What the build put into the page: the same file, summarised by the same rules. */
function builtEvidence() {
  try {
    const file = new URL('../../visual-tests/accessibility-evidence.json', import.meta.url);
    return summariseEvidence(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return summariseEvidence(null);
  }
}

/** DD.MM.YYYY in Finnish time, worked out independently of the portal's helper. */
const day = (iso: string) =>
  new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'Europe/Helsinki',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

for (const language of languageIds) {
  test(`the accessibility statement opens from the footer and passes axe (${language})`, async ({
    page,
    checkAccessibility,
  }) => {
    const t = tr(language);
    const evidence = builtEvidence();
    // On a phone first: there the footer is far down, and the statement must open at its top.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/lang/${language}`);
    await page.getByRole('button', { name: t('cookie.acceptAll') }).click();

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('footer.accessibility') })
      .click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('accessibility.title'));
    // Opened from the bottom of the page, the statement starts at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(t('app.documentTitle', { page: t('accessibility.title') }));
    const main = page.getByRole('main');

    // The standard and the compliance status.
    const status = main.getByRole('region', { name: t('accessibility.status.title') });
    await expect(status).toContainText('WCAG 2.2');
    await expect(status).toContainText(t('accessibility.status.text'));

    // The shortcomings we know of.
    const shortcomings = main.getByRole('region', { name: t('accessibility.shortcomings.title') });
    for (const item of ['qrLogin', 'pdf', 'chat']) {
      await expect(
        shortcomings.getByRole('heading', {
          level: 3,
          name: t(`accessibility.shortcomings.${item}.title`),
        }),
      ).toBeVisible();
      await expect(shortcomings).toContainText(t(`accessibility.shortcomings.${item}.text`));
    }

    // How it was tested: the figures of the last full run, or a plain "no record".
    const testing = main.getByRole('region', { name: t('accessibility.testing.title') });
    await expect(testing).toContainText(t('accessibility.testing.limits'));
    if (evidence.storybook.status === 'recorded') {
      await expect(testing).toContainText(
        t('accessibility.testing.storybook.recorded', { date: day(evidence.storybook.finishedAt) }),
      );
      await expect(
        testing.getByRole('definition').filter({ hasText: String(evidence.storybook.stories) }),
      ).not.toHaveCount(0);
    } else {
      await expect(testing).toContainText(t('accessibility.testing.storybook.missing'));
    }
    if (evidence.journeys.status === 'recorded') {
      await expect(testing).toContainText(
        t('accessibility.testing.journeys.recorded', { date: day(evidence.journeys.finishedAt) }),
      );
      await expect(testing).toContainText(t('accessibility.testing.journeys.keyboardOnly'));
      if (evidence.journeys.ariaSnapshots !== null) {
        await expect(testing).toContainText(t('accessibility.testing.journeys.ariaSnapshots'));
      }
    } else {
      await expect(testing).toContainText(t('accessibility.testing.journeys.missing'));
    }
    // The journeys heard with a virtual screen reader (portal/src/app/screen-reader*.test.tsx),
    // counted from the record: every one of them, or the record is called incomplete.
    const heard = testing.getByRole('heading', {
      name: t('accessibility.testing.screenReader.title'),
    });
    await expect(heard).toBeVisible();
    if (evidence.screenReader.status === 'recorded') {
      const { journeys, finishedAt } = evidence.screenReader;
      expect(journeys.map(({ journey }) => journey)).toEqual([...HEARD_JOURNEYS]);
      await expect(testing).toContainText(
        t('accessibility.testing.screenReader.recorded', {
          date: day(finishedAt),
          count: journeys.length,
        }),
      );
      for (const { journey } of journeys) {
        await expect(testing).toContainText(
          t(`accessibility.testing.screenReader.journeys.${journey}`),
        );
      }
    } else {
      await expect(testing).toContainText(t('accessibility.testing.screenReader.missing'));
    }

    // Feedback: the contact request and the customer service numbers.
    const feedback = main.getByRole('region', { name: t('accessibility.feedback.title') });
    await expect(feedback.getByRole('link', { name: t('footer.contactForm') })).toHaveAttribute(
      'href',
      '/help#CustomerSupport',
    );
    await expect(feedback.getByRole('link', { name: t('footer.privatePhone') })).toHaveAttribute(
      'href',
      'tel:+35830105620',
    );
    await expect(feedback.getByRole('link', { name: t('footer.companyPhone') })).toHaveAttribute(
      'href',
      'tel:+358306035800',
    );

    // The supervisory authority and how to reach it.
    const authority = main.getByRole('region', { name: t('accessibility.authority.title') });
    await expect(authority).toContainText(t('accessibility.authority.name'));
    await expect(
      authority.getByRole('link', { name: t('accessibility.authority.website') }),
    ).toHaveAttribute('href', `https://${t('accessibility.authority.website')}`);
    // Traficom since 1 January 2025 (HE 71/2024); the regional agencies ended with 2025.
    await expect(
      authority.getByRole('link', { name: 'saavutettavuus@traficom.fi' }),
    ).toHaveAttribute('href', 'mailto:saavutettavuus@traficom.fi');
    await expect(authority.getByRole('link', { name: /029\s534\s5000/ })).toHaveAttribute(
      'href',
      'tel:+358295345000',
    );

    // When the statement was made and updated, as DD.MM.YYYY.
    await expect(main).toContainText(/\d{2}\.\d{2}\.\d{4}.*\d{2}\.\d{2}\.\d{4}/);

    await checkAccessibility();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkAccessibility();

    // The contact request link leads to the support tab.
    await feedback.getByRole('link', { name: t('footer.contactForm') }).click();
    await expect(page).toHaveURL(/\/help#CustomerSupport$/);
    await expect(page.getByRole('tab', { name: t('help.tabs.support') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
}
