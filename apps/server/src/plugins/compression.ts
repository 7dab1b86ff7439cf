import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Text the client reads: HTML, CSS, JavaScript, JSON, XML (sitemap, SVG) and plain text. */
export const COMPRESSIBLE =
  /^text\/(?!event-stream)|[/+]json\b|[/+]xml\b|javascript\b|^application\/manifest\+json|^image\/svg\+xml/i;

/**
 * Compresses every text answer on the fly, brotli when the client accepts it and gzip otherwise,
 * with `Vary: Accept-Encoding`. Streams (server-rendered HTML) are compressed as they flow. An
 * answer that already carries a Content-Encoding (built assets served from their precompressed
 * copies) is sent as it is. Brotli runs at quality 4: near gzip's speed with smaller output.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies are taken as they come, as before: no inflating of uploads.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    threshold: 1024,
  });
}
