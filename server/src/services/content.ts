import type { components } from '@portal/openapi';
import type { Clock } from '../lib/dates';
import { sanitizeContentHtml } from '../lib/safe-html';
import type { ContentRepository } from '../repositories/content-repository';

type S = components['schemas'];

/** Sanitized HTML kept per stored value; past this many, the oldest is forgotten first. */
const SANITIZED_LIMIT = 500;
const MAX_ANNOUNCEMENTS = 50;

/**
 * Public content: announcements valid now, and every FAQ item in every language. Their HTML is
 * sanitized here, with an allow-list (lib/safe-html.ts), before it leaves the server; each stored
 * value is sanitized once and the result remembered.
 */
export class ContentService {
  private readonly sanitized = new Map<string, string>();

  constructor(
    private readonly repository: ContentRepository,
    private readonly clock: Clock,
  ) {}

  private safeHtml(html: string): string {
    let clean = this.sanitized.get(html);
    if (clean === undefined) {
      clean = sanitizeContentHtml(html);
      if (this.sanitized.size >= SANITIZED_LIMIT) {
        const oldest = this.sanitized.keys().next();
        if (!oldest.done) this.sanitized.delete(oldest.value);
      }
      this.sanitized.set(html, clean);
    }
    return clean;
  }

  async announcements(): Promise<S['Announcement'][]> {
    const now = this.clock();
    const rows = await this.repository.announcementsValidAt(now);
    const byId = new Map<number, S['Announcement']>();
    for (const row of rows) {
      let item = byId.get(row.id);
      if (!item) {
        // The first 50 announcements in order are served; the rest are not even sanitized.
        if (byId.size === MAX_ANNOUNCEMENTS) continue;
        item = { contents: [] };
        byId.set(row.id, item);
      }
      item.contents.push({
        locale: row.locale as S['Locale'],
        title: row.title,
        text: this.safeHtml(row.text),
      });
    }
    return [...byId.values()];
  }

  async faq(): Promise<S['FaqItem'][]> {
    const rows = await this.repository.faqItems();
    return rows.map((r) => ({
      questionNr: r.questionNr,
      question: r.question,
      answer: this.safeHtml(r.answerHtml),
      keyword: r.keyword,
      category: r.category as S['FaqCategory'],
      langCode: r.langCode as S['FaqLangCode'],
    }));
  }
}
