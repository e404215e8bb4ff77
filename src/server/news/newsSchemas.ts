import { NEWS_ICONS } from '../../shared/types/news';

/** An article without its sections, as the public lists of articles receive it. */
export const newsSummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    author: { type: 'string' },
    image: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

/** An article with its sections, as the article's page and the staff news editor receive it. */
export const newsItemSchema = {
  type: 'object',
  properties: {
    ...newsSummarySchema.properties,
    sections: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          position: { type: 'integer' },
          title: { type: 'string' },
          content: { type: 'string' },
          icon: { type: 'string', enum: [...NEWS_ICONS] },
        },
      },
    },
  },
};
