/** docs/security.md, checklist 14, on the server: content HTML leaves the server sanitized. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { announcementContents, announcements, faqItems } from '../src/db/schema';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const PAYLOAD = [
  '<p>Tärkeää</p>',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<form action="https://evil.example/"><input name="onlineId"><button>Kirjaudu</button></form>',
  '<p style="position:fixed;inset:0">peitto</p>',
  '<a href="  JaVaScRiPt:window.__xss=1">linkki</a>',
  '<a href="https://example.org" target="_blank">ulkoinen</a>',
].join('');
const SANITIZED =
  '<p>Tärkeää</p>Kirjaudu<p>peitto</p><a>linkki</a>' +
  '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ulkoinen</a>';

describe.each(DATABASE_KINDS)('content HTML on %s', (kind) => {
  let announcementId: number;

  const { app, database } = useTestApp(kind);

  beforeAll(async () => {
    const [row] = await database.db
      .insert(announcements)
      .values({ validFrom: new Date(Date.now() - 60_000), validUntil: null, sort: -1 })
      .returning({ id: announcements.id });
    announcementId = row!.id;
    await database.db.insert(announcementContents).values({
      announcementId,
      locale: 'fi-FI',
      title: '<b>Otsikko</b> & muuta',
      textHtml: PAYLOAD,
    });
    await database.db.insert(faqItems).values({
      questionNr: 999,
      langCode: 1,
      category: 'general',
      question: 'Testikysymys',
      answerHtml: PAYLOAD,
      keyword: null,
    });
  });

  type Announcement = { contents: { locale: string; title: string; text: string }[] };
  const stored = async () => {
    const res = await app.inject('/api/announcements');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Announcement[];
    // sort -1: first in the list, before the seeded ones.
    expect(list).toHaveLength(3);
    return list[0]!.contents[0]!;
  };

  it('GET /api/announcements serves a stored payload sanitized, and the title as it is', async () => {
    const content = await stored();
    expect(content.text).toBe(SANITIZED);
    // Titles are plain text; the portal renders them as text, so they are not HTML-sanitized.
    expect(content.title).toBe('<b>Otsikko</b> & muuta');
    // Asked again (from the remembered result): the same.
    expect((await stored()).text).toBe(SANITIZED);
  });

  it('serves the new text once the stored one changes', async () => {
    await database.db
      .update(announcementContents)
      .set({ textHtml: '<p onclick="window.__xss=1">Uusi</p><iframe src="https://evil.example">' })
      .where(eq(announcementContents.announcementId, announcementId));
    expect((await stored()).text).toBe('<p>Uusi</p>');
    await database.db
      .update(announcementContents)
      .set({ textHtml: PAYLOAD })
      .where(eq(announcementContents.announcementId, announcementId));
    expect((await stored()).text).toBe(SANITIZED);
  });

  it('GET /api/faq serves a stored payload sanitized', async () => {
    const faq = (await app.inject('/api/faq')).json() as { questionNr: number; answer: string }[];
    expect(faq.find((item) => item.questionNr === 999)?.answer).toBe(SANITIZED);
  });

  it('serves the seeded announcements and answers as they are stored', async () => {
    const list = (await app.inject('/api/announcements')).json() as Announcement[];
    expect(list[2]!.contents.find((c) => c.locale === 'en-US')?.text).toBe(
      '<p>You can now combine several debts in <em>one payment plan</em>. <a href="/help">Read more in the help pages</a>.</p>',
    );
    const faq = (await app.inject('/api/faq')).json() as { questionNr: number; answer: string }[];
    expect(faq.find((item) => item.questionNr === 1)?.answer).toContain(
      '<strong>pankkitunnuksilla</strong>',
    );
  });
});
