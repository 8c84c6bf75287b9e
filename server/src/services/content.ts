import type { components } from '@portal/openapi';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { announcementContents, announcements, faqItems } from '../db/schema';
import type { Clock } from '../lib/dates';

type S = components['schemas'];

/** Public content: announcements valid now, and every FAQ item in every language. */
export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async announcements(): Promise<S['Announcement'][]> {
    const now = this.clock();
    const rows = await this.db
      .select({
        id: announcements.id,
        locale: announcementContents.locale,
        title: announcementContents.title,
        text: announcementContents.textHtml,
      })
      .from(announcements)
      .innerJoin(announcementContents, eq(announcementContents.announcementId, announcements.id))
      .where(
        and(
          lte(announcements.validFrom, now),
          or(isNull(announcements.validUntil), gt(announcements.validUntil, now)),
        ),
      )
      .orderBy(asc(announcements.sort), asc(announcements.id), asc(announcementContents.locale));
    const byId = new Map<number, S['Announcement']>();
    for (const row of rows) {
      let item = byId.get(row.id);
      if (!item) {
        item = { contents: [] };
        byId.set(row.id, item);
      }
      item.contents.push({ locale: row.locale as S['Locale'], title: row.title, text: row.text });
    }
    return [...byId.values()].slice(0, 50);
  }

  async faq(): Promise<S['FaqItem'][]> {
    const rows = await this.db
      .select()
      .from(faqItems)
      .orderBy(asc(faqItems.langCode), asc(faqItems.questionNr));
    return rows.map((r) => ({
      questionNr: r.questionNr,
      question: r.question,
      answer: r.answerHtml,
      keyword: r.keyword,
      category: r.category as S['FaqCategory'],
      langCode: r.langCode as S['FaqLangCode'],
    }));
  }
}
