import fp from 'fastify-plugin';
import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { readBootScript } from '../lib/bootScript';

/**
 * Security headers. The content security policy is the one the built site needs: scripts only
 * from our origin (webpack emits no inline script) and the one inline script of a server-rendered
 * page, public/boot.js, by its hash (lib/bootScript.ts); inline styles for Emotion (MUI), images from
 * anywhere over https (news images may be links), the video and map embeds, sockets to ourselves.
 */
function helmetOptions(https: boolean, inlineScripts: readonly string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
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
  };
}

/** Headers every answer has anyway, with or without helmet. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);

/**
 * The headers @fastify/helmet sets with these options, found once at start-up: a probe app with
 * and one without helmet answer the same request, and the difference is helmet's. (@fastify/helmet
 * rebuilds helmet and parses the policy on every request: a tenth of a cached API answer's cost.)
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify({ logger: false });
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => 'probe');
    const res = await app.inject('/');
    await app.close();
    return res.headers;
  };
  const [plain, secured] = await Promise.all([probe(false), probe(true)]);
  return Object.entries(secured)
    .filter(([name, value]) => typeof value === 'string' && plain[name] !== value && !PER_RESPONSE.has(name))
    .map(([name, value]) => [name, value as string]);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries (for answers written outside Fastify's hooks, e.g. WebSocket handshakes). */
    securityHeaders: ReadonlyArray<readonly [string, string]>;
  }
}

export default fp(
  async (app) => {
    const boot = readBootScript(app.config.staticDir);
    const headers = await helmetHeaders(helmetOptions(app.config.publicUrl.startsWith('https:'), boot ? [boot.cspSource] : []));
    app.decorate('securityHeaders', headers);
    // On the raw response, as helmet does: error answers and files keep them too.
    app.addHook('onRequest', (_req, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security' },
);
