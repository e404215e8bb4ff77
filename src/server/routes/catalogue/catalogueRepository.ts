import type { ServiceCard, ServiceOption } from '../../../shared/types/catalogue';
import type { Db } from '../../db/database';

const CARD_COLUMNS = ['id', 'title', 'description', 'image', 'href'] as const;

/** The only code that reads the services table for the public catalogue. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  listOptions(): Promise<ServiceOption[]> {
    return this.db.selectFrom('services').select(['id', 'title']).orderBy('sortOrder').orderBy('id').execute();
  }

  cardsOfCategory(category: string): Promise<ServiceCard[]> {
    return this.db.selectFrom('services').select(CARD_COLUMNS).where('category', '=', category as never).orderBy('sortOrder').orderBy('id').execute();
  }

  /** The first services of the catalogue, across both categories (the home grid). */
  firstCards(limit: number): Promise<ServiceCard[]> {
    return this.db.selectFrom('services').select(CARD_COLUMNS).orderBy('sortOrder').orderBy('id').limit(limit).execute();
  }
}
