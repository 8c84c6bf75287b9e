/** SQL of public content: announcements valid at a moment and the FAQ. */
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { announcementContents, announcements, faqItems } from '../db/schema';

export type FaqRow = typeof faqItems.$inferSelect;

export class ContentRepository {
  constructor(private readonly db: Db) {}

  /** Every language's content of the announcements valid at `now`, in their order. */
  async announcementsValidAt(now: Date) {
    return this.db
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
  }

  /** Every FAQ item, by language and question number. */
  async faqItems(): Promise<FaqRow[]> {
    return this.db
      .select()
      .from(faqItems)
      .orderBy(asc(faqItems.langCode), asc(faqItems.questionNr));
  }
}
