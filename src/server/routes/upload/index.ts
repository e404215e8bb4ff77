import type { FastifyPluginAsync } from 'fastify';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import { NEWS_IMAGE_MAX_BYTES } from '../../../shared/validation/newsAdmin';
import { ok } from '../../lib/envelope';
import { IMAGE_KINDS, sniff } from '../../lib/fileSniff';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { readMultipart } from '../../plugins/uploads';

/**
 * POST /upload (staff): one image in the multipart field `file`, judged by its content (JPEG,
 * PNG, GIF or WebP), at most 5 MB. It is stored under UPLOADS_DIR/uploads with a random name and
 * the answer's data is its URL (/uploads/<name>). Nothing is written unless every check passes.
 */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/upload',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['uploads'],
        security: [{ bearer: [] }],
        summary: 'Upload a news image (multipart field "file"; jpeg, png, gif or webp by content; 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema({ type: 'string' }) },
      },
    },
    async (req) => {
      const body = await readMultipart(req, { fileSize: NEWS_IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 256 }, M.imageTooLarge);
      const file = body.files.find((f) => f.field === 'file' && f.buffer.length > 0);
      if (!file) throw new HttpError(400, M.uploadRequired, { file: M.uploadRequired });
      const kind = sniff(file.buffer);
      if (!kind || !IMAGE_KINDS.includes(kind)) throw new HttpError(415, M.imageNotImage, { file: M.imageNotImage });
      const url = await app.uploads.savePublic(file.buffer, kind);
      req.log.info({ url, size: file.buffer.length, by: req.user?.id }, 'image uploaded');
      return ok(url, M.uploaded);
    },
  );
};

export default uploadRoutes;
