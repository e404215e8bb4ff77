/** The icons a news section may carry. */
export const NEWS_ICONS = ['BOOKOPEN', 'FILETEXT', 'SHIELD', 'GLOBE', 'AWARD', 'ALERTTRIANGLE'] as const;
export type NewsIcon = (typeof NEWS_ICONS)[number];

export interface NewsSection {
  id: number;
  position: number;
  title: string;
  content: string;
  icon: NewsIcon;
}

/** A news article as GET /news and GET /news/{id} return it (sections in reading order). */
export interface NewsItem {
  id: number;
  /** Readable address part (`/tin-tuc/{slug}` also opens the article). */
  slug: string;
  title: string;
  subtitle: string;
  author: string;
  /** Site-relative path or https URL. */
  image: string;
  createdAt: string;
  updatedAt: string;
  sections: NewsSection[];
}

/** Slugs: lower-case ASCII words joined by hyphens. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
