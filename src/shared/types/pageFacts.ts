import type { FooterData } from './company';
import type { NewsSummary } from './news';

/**
 * What a page rendered on the server knows that search engines read as facts: the renderer
 * (src/client/ssr/renderPage.tsx) reads them from the answers it rendered the page with, and the
 * server writes them as schema.org data (src/server/lib/structuredData.ts).
 */
export interface PageFacts {
  /** The firm as the footer shows it: sent with the home page. */
  firm?: FooterData;
  /** The article the page shows. */
  newsArticle?: Pick<NewsSummary, 'title' | 'subtitle' | 'author' | 'image' | 'createdAt' | 'updatedAt'>;
}
