import type { Selectable } from 'kysely';
import type { NewsItem, NewsSection, NewsSummary } from '../../shared/types/news';
import type { Db } from '../db/database';
import type { NewsSectionsTable, NewsTable } from '../db/tables/newsJobs';

type NewsRow = Selectable<NewsTable>;
type SectionRow = Selectable<NewsSectionsTable>;

function toSection(row: SectionRow): NewsSection {
  return { id: row.id, position: row.position, title: row.title, content: row.content, icon: row.icon };
}

function toNewsSummary(row: NewsRow): NewsSummary {
  return { id: row.id, slug: row.slug, title: row.title, subtitle: row.subtitle, author: row.author, image: row.image, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

function toNewsItem(row: NewsRow, sections: SectionRow[]): NewsItem {
  return { ...toNewsSummary(row), sections: sections.map(toSection) };
}

/** The only code that reads news articles and their sections (staff writes come with the back-office). */
export class NewsRepository {
  constructor(private readonly db: Db) {}

  /** Every article, newest first, without its sections (one query). */
  async listSummaries(): Promise<NewsSummary[]> {
    return (await this.newestFirst()).map(toNewsSummary);
  }

  private newestFirst(): Promise<NewsRow[]> {
    return this.db.selectFrom('news').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  }

  /** Every article, newest first, each with its sections in reading order (two queries, not N+1). */
  async list(): Promise<NewsItem[]> {
    const rows = await this.newestFirst();
    if (!rows.length) return [];
    const sections = await this.db
      .selectFrom('newsSections')
      .selectAll()
      .where(
        'newsId',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('position')
      .orderBy('id')
      .execute();
    const byNews = new Map<number, SectionRow[]>();
    for (const s of sections) byNews.set(s.newsId, [...(byNews.get(s.newsId) ?? []), s]);
    return rows.map((r) => toNewsItem(r, byNews.get(r.id) ?? []));
  }

  async find(key: { id: number } | { slug: string }): Promise<NewsItem | undefined> {
    let q = this.db.selectFrom('news').selectAll();
    q = 'id' in key ? q.where('id', '=', key.id) : q.where('slug', '=', key.slug);
    const row = await q.executeTakeFirst();
    if (!row) return undefined;
    const sections = await this.db.selectFrom('newsSections').selectAll().where('newsId', '=', row.id).orderBy('position').orderBy('id').execute();
    return toNewsItem(row, sections);
  }

  // ---- Staff writes (back-office news management) ----

  async slugTaken(slug: string): Promise<boolean> {
    return !!(await this.db.selectFrom('news').select('id').where('slug', '=', slug).executeTakeFirst());
  }

  /** Inserts an article with its sections in one transaction; returns its id. */
  async create(input: NewsWrite & { slug: string }): Promise<number> {
    const now = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('news')
        .values({ slug: input.slug, title: input.title, subtitle: input.subtitle, author: input.author, image: input.image, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertSections(trx, id, input.sections);
      return id;
    });
  }

  /** Updates the fields and replaces every section in one transaction. False when the id is unknown. The slug stays, so links already e-mailed keep working. */
  async update(id: number, input: NewsWrite): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('news')
        .set({ title: input.title, subtitle: input.subtitle, author: input.author, image: input.image, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('newsSections').where('newsId', '=', id).execute();
      await insertSections(trx, id, input.sections);
      return true;
    });
  }

  /** Deletes an article (its sections cascade). False when the id is unknown. */
  async remove(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }
}

export interface NewsWrite {
  title: string;
  subtitle: string;
  author: string;
  image: string;
  sections: Array<{ title: string; content: string; icon: NewsSection['icon'] }>;
}

async function insertSections(trx: Db, newsId: number, sections: NewsWrite['sections']): Promise<void> {
  if (!sections.length) return;
  await trx
    .insertInto('newsSections')
    .values(sections.map((s, i) => ({ newsId, position: i + 1, title: s.title, content: s.content, icon: s.icon })))
    .execute();
}
