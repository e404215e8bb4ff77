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

/**
 * An article as a list of them shows it, without its sections: GET /news?view=summary. The home
 * page's news band and /tin-tuc read only these fields; the article's page fetches the article.
 */
export type NewsSummary = Omit<NewsItem, 'sections'>;

/** GET /news?view=: the one view the list has besides the whole articles. */
export const NEWS_SUMMARY_VIEW = 'summary';

/** Slugs: lower-case ASCII words joined by hyphens. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
