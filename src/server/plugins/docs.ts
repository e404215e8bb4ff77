import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

/** The OpenAPI description, generated from every route's schema, at GET /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'API website tư vấn sở hữu trí tuệ',
          description: 'Every answer is the envelope {code, message, data}; code equals the HTTP status.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
  },
  { name: 'docs' },
);
