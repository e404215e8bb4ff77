import type { Generated } from 'kysely';

/** One row per service page; `content` is the JSON of ServicePageContent (shared/types/servicePage.ts). */
export interface ServicePagesTable {
  slug: string;
  title: string;
  metaDescription: string;
  content: string;
  updatedAt: string;
}

export interface PartnersTable {
  id: Generated<number>;
  title: string;
  shortName: string;
  image: string;
  sortOrder: number;
}

export interface ServicePagesTables {
  servicePages: ServicePagesTable;
  partners: PartnersTable;
}
