import * as yup from 'yup';
import { NEWS_ADMIN_MSG as M } from '../messages/newsAdmin';
import { NEWS_ICONS, type NewsIcon } from '../types/news';
import { text } from './common';

/**
 * The news form: the form validates with it and the server validates the
 * POST/PUT body with it, so both show the same Vietnamese text.
 */

export const NEWS_TITLE_MAX = 200;
export const NEWS_SUBTITLE_MAX = 500;
export const NEWS_AUTHOR_MAX = 100;
export const NEWS_IMAGE_MAX = 1000;
export const NEWS_SECTION_TITLE_MAX = 200;
export const NEWS_SECTION_CONTENT_MAX = 20000;
export const NEWS_SECTIONS_MAX = 50;
export const DEFAULT_NEWS_ICON: NewsIcon = 'BOOKOPEN';

/** Image types and size the form accepts before uploading. */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
export const NEWS_IMAGE_MIME = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** An absolute http(s) URL or a site path such as /uploads/… (never protocol-relative //host). */
export const NEWS_IMAGE_URL = /^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/i;

export const newsSectionSchema = yup.object({
  title: text().required(M.sectionTitleRequired).max(NEWS_SECTION_TITLE_MAX, M.sectionTitleMax),
  content: text().required(M.sectionContentRequired).max(NEWS_SECTION_CONTENT_MAX, M.sectionContentMax),
  icon: text()
    .transform((value: unknown) => (value === '' || value == null ? DEFAULT_NEWS_ICON : value))
    .oneOf([...NEWS_ICONS], M.iconInvalid)
    .default(DEFAULT_NEWS_ICON)
    .required(M.iconInvalid),
});

const imageUrl = () => text().max(NEWS_IMAGE_MAX, M.imageMax).matches(NEWS_IMAGE_URL, { message: M.imageUrlInvalid, excludeEmptyString: true });

const fields = {
  title: text().required(M.required).max(NEWS_TITLE_MAX, M.titleMax),
  subtitle: text().required(M.required).max(NEWS_SUBTITLE_MAX, M.subtitleMax),
  author: text().required(M.required).max(NEWS_AUTHOR_MAX, M.authorMax),
  sections: yup.array().of(newsSectionSchema).max(NEWS_SECTIONS_MAX, M.sectionsMax).default([]).required(M.required),
};

/** The body of POST /news and PUT /news/{id} (PUT may repeat the id; the path decides). */
export const newsBodySchema = yup.object({
  ...fields,
  image: imageUrl().required(M.required),
  id: yup.mixed().optional(),
});

export type NewsBody = Omit<yup.InferType<typeof newsBodySchema>, 'id'>;

/**
 * The form's variant: the image is required unless a file was chosen (context `hasFile`); the
 * file is then uploaded at save time and its URL becomes `image`.
 */
export const newsFormSchema = yup.object({
  ...fields,
  image: imageUrl().when('$hasFile', { is: true, then: (s) => s.optional(), otherwise: (s) => s.required(M.required) }),
});

/** The check run on a chosen file before any upload: its type (by MIME or extension) and size. */
export function checkNewsImageFile(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (NEWS_IMAGE_MIME as readonly string[]).includes(file.type) || (!file.type && (NEWS_IMAGE_EXTENSIONS as readonly string[]).includes(ext));
  if (!typeOk) return M.imageNotImage;
  if (file.size > NEWS_IMAGE_MAX_BYTES) return M.imageTooLarge;
  return null;
}

/** Numeric news ids in paths. */
export function parseNewsId(raw: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}
