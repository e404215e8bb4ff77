import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. The content security policy is the one the built site needs: scripts only
 * from our origin (webpack emits no inline script), inline styles for Emotion (MUI), images from
 * anywhere over https (news images may be links), the video and map embeds, sockets to ourselves.
 */
export default fp(
  async (app) => {
    const https = app.config.publicUrl.startsWith('https:');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com', 'https://maps.google.com'],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only makes sense when the site is served over https.
      strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
