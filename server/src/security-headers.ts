import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Stitches appends an empty <style> element and fills it with insertRule; the hash of the empty
 * string lets exactly that element through while injected style text stays blocked (docs/security.md).
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Security headers and the content security policy the portal runs under (ASVS level 2). */
export async function registerSecurityHeaders(app: FastifyInstance, paymentOrigins: string[] = []) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", EMPTY_STYLE_HASH],
        // The payment provider's method logos come from its own host in production.
        imgSrc: ["'self'", 'data:', ...paymentOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // The portal posts payment forms only to the providers it knows (the sandbox is 'self').
        formAction: ["'self'", ...paymentOrigins],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
}
