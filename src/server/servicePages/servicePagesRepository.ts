import type { Partner, ServicePage, ServicePageContent, ServicePageSeed } from '../../shared/types/servicePage';
import type { Db } from '../db/database';
import { contentProblems } from './validateContent';

interface Cache {
  pages: Map<string, ServicePage | null>;
  partners: Partner[] | null;
  /** The tables' write version (db/tableVersions.ts) the entries were read at. */
  version: number | undefined;
}

/**
 * Pages are read on every visit and written rarely (seed, a staff correction), so the parsed
 * payload is memoised per slug. The cache belongs to the database handle, shared by every
 * repository on it; every write below clears what it changed, and a repository given the tables'
 * write version drops everything when it moved (a write made elsewhere: another instance on the
 * same PostgreSQL database, or SQL that bypassed this class).
 */
const caches = new WeakMap<Db, Cache>();

export class InvalidServicePageError extends Error {
  constructor(
    readonly slug: string,
    readonly problems: string[],
  ) {
    super(`service page "${slug}" does not match the content model:\n  ${problems.join('\n  ')}`);
    this.name = 'InvalidServicePageError';
  }
}

/** The only code that reads and writes service pages and partners. */
export class ServicePagesRepository {
  private readonly cache: Cache;

  /** `version`: the write version of service_pages and partners; without it, only this class's writes clear the cache. */
  constructor(
    private readonly db: Db,
    private readonly version?: () => number,
  ) {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = { pages: new Map(), partners: null, version: undefined }));
    this.cache = cache;
  }

  /** The current version, after dropping entries read at another one. */
  private current(): number | undefined {
    const version = this.version?.();
    if (version !== this.cache.version) {
      this.cache.pages.clear();
      this.cache.partners = null;
      this.cache.version = version;
    }
    return version;
  }

  /** An entry read at `version` is kept only if nothing was written meanwhile. */
  private unchangedSince(version: number | undefined): boolean {
    return this.version?.() === version && this.cache.version === version;
  }

  async findPage(slug: string): Promise<ServicePage | null> {
    const version = this.current();
    const cached = this.cache.pages.get(slug);
    if (cached !== undefined) return cached;
    const row = await this.db.selectFrom('servicePages').selectAll().where('slug', '=', slug).executeTakeFirst();
    const page: ServicePage | null = row
      ? { slug: row.slug, title: row.title, metaDescription: row.metaDescription, content: JSON.parse(row.content) as ServicePageContent, updatedAt: row.updatedAt }
      : null;
    // Unknown slugs are not remembered: anyone could fill the map with made-up URLs.
    if (page && this.unchangedSince(version)) this.cache.pages.set(slug, page);
    return page;
  }

  /** Each page's slug and when it last changed (the sitemap's days), without its content. */
  async listChanges(): Promise<Array<{ slug: string; updatedAt: string }>> {
    return this.db.selectFrom('servicePages').select(['slug', 'updatedAt']).orderBy('slug').execute();
  }

  /** Inserts or replaces a page after validating its content; the cached copy is dropped. */
  async savePage(page: ServicePageSeed): Promise<void> {
    assertValid(page);
    const row = { slug: page.slug, title: page.title, metaDescription: page.metaDescription, content: JSON.stringify(page.content), updatedAt: new Date().toISOString() };
    await this.db
      .insertInto('servicePages')
      .values(row)
      .onConflict((oc) => oc.column('slug').doUpdateSet({ title: row.title, metaDescription: row.metaDescription, content: row.content, updatedAt: row.updatedAt }))
      .execute();
    this.cache.pages.delete(page.slug);
  }

  /** Seeding: adds the page only when its slug is new, so corrections made in the database survive restarts. */
  async insertIfMissing(page: ServicePageSeed): Promise<void> {
    assertValid(page);
    await this.db
      .insertInto('servicePages')
      .values({ slug: page.slug, title: page.title, metaDescription: page.metaDescription, content: JSON.stringify(page.content), updatedAt: new Date().toISOString() })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    this.cache.pages.delete(page.slug);
  }

  async listPartners(): Promise<Partner[]> {
    const version = this.current();
    if (this.cache.partners) return this.cache.partners;
    const rows = await this.db.selectFrom('partners').select(['id', 'image', 'title', 'shortName']).orderBy('sortOrder').orderBy('id').execute();
    if (this.unchangedSince(version)) this.cache.partners = rows;
    return rows;
  }

  async insertPartner(partner: Omit<Partner, 'id'> & { sortOrder?: number }): Promise<number> {
    const row = await this.db
      .insertInto('partners')
      .values({ title: partner.title, shortName: partner.shortName, image: partner.image, sortOrder: partner.sortOrder ?? 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.cache.partners = null;
    return row.id;
  }
}

function assertValid(page: ServicePageSeed): void {
  const problems = contentProblems(page.content);
  if (!page.slug || !page.title || !page.metaDescription) problems.push('slug, title và metaDescription là bắt buộc');
  if (problems.length) throw new InvalidServicePageError(page.slug, problems);
}
