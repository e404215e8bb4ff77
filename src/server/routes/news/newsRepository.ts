import type { Selectable } from 'kysely';
import type { NewsItem, NewsSection } from '../../../shared/types/news';
import type { Db } from '../../db/database';
import type { NewsSectionsTable, NewsTable } from '../../db/tables/newsJobs';

type NewsRow = Selectable<NewsTable>;
type SectionRow = Selectable<NewsSectionsTable>;

function toSection(row: SectionRow): NewsSection {
  return { id: row.id, position: row.position, title: row.title, content: row.content, icon: row.icon };
}

function toNewsItem(row: NewsRow, sections: SectionRow[]): NewsItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    author: row.author,
    image: row.image,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sections: sections.map(toSection),
  };
}

/** The only code that reads news articles and their sections (staff writes come with the back-office). */
export class NewsRepository {
  constructor(private readonly db: Db) {}

  /** Every article, newest first, each with its sections in reading order (two queries, not N+1). */
  async list(): Promise<NewsItem[]> {
    const rows = await this.db.selectFrom('news').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
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
}
