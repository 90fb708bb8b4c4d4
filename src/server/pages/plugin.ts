import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_MANAGE_PAGE_PREFIX, type DemoManagePageData } from '@shared/contracts/demo-manage';
import { ADMIN_HOME_PATH, isAdminPagePath } from '@shared/admin-routes';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@shared/contracts/site';
import { SITE_CONTENT_ELEMENT_ID, type SiteContent } from '@shared/site-content';
import { LANGUAGES, type Language } from '@shared/language';
import { languageInAddress } from '../plugins/language';
import { HttpError } from '../lib/http-errors';
import { siteConfigOf } from '../modules/site/public';
import { PAGE_CACHE_NAME } from '../modules/site-content/public';
import { renderRobots, renderSitemap } from './seo-files';

type SsrModule = {
  render(
    path: string,
    language: Language,
    site: SiteConfig,
    content: SiteContent,
    pageData?: unknown,
  ): Promise<{ html: string; head: string; status: number }>;
  PUBLIC_PATHS: string[];
};

/** A finished page with its compressed forms, made once per content: serving it costs no rendering. */
type CachedPage = { status: number; html: Buffer; gzip: Buffer; brotli: Buffer };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a page off the event loop (zlib's thread pool): a page is made again after every content change
 * (and after a cache drop that raced its render), and the pages carry their stylesheet (about 135 KB of
 * HTML). Brotli at quality 5 costs a few KB more than quality 11, which took up to most of a second per page
 * on a busy 2-core machine and, done synchronously, stalled every other request meanwhile. (Hashed assets
 * keep quality 11: compressed once, at build time.)
 */
async function cache(status: number, html: string): Promise<CachedPage> {
  const body = Buffer.from(html);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  return { status, html: body, gzip: gzipped, brotli };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie, Host, Referer');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** A data block (not executed, so the CSP allows it), `<` escaped so a value can never close the element. */
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
const siteConfigScript = (site: SiteConfig) => jsonScript(SITE_CONFIG_ELEMENT_ID, site);

export const ADMIN_PREFIX = ADMIN_HOME_PATH;

/**
 * Serves the web client: public pages server-rendered in the visitor's language (rendered at start and again
 * after the site content changes, from the same React components the browser hydrates, which get the same
 * content as data), the back office's HTML under /security/admin,
 * hashed static assets (precompressed at build time), robots.txt and sitemap.xml.
 */
export const pagesPlugin = fp<{ clientDir: string; ssrEntry: string }>(
  async (app, { clientDir, ssrEntry }) => {
    const site = siteConfigOf(app.deps.config);
    const ssr = (await import(pathToFileURL(ssrEntry).href)) as SsrModule;
    const publicTemplate = readFileSync(join(clientDir, 'index.html'), 'utf8');
    const adminTemplate = readFileSync(join(clientDir, 'admin.html'), 'utf8');

    const siteContent = app.deps.siteContent;

    const documentOf = (language: Language, head: string, html: string, content: SiteContent) =>
      publicTemplate
        .replace('<html lang="pl">', `<html lang="${language}">`)
        .replace('<!--head-->', head)
        .replace('<!--app-html-->', html)
        .replace(
          '<!--site-config-->',
          `${siteConfigScript(site)}${jsonScript(SITE_CONTENT_ELEMENT_ID, content)}`,
        );

    // Each page in the shared cache: a change of the site content drops every `page:…` in every process,
    // and the next visit renders it again with the new content.
    const pageFor = (path: string | null, language: Language): Promise<CachedPage> =>
      app.deps.sharedCache.get(`${PAGE_CACHE_NAME}:${language}:${path ?? '404'}`, async () => {
        const content = await siteContent.read();
        const { html, head, status } = await ssr.render(path ?? '/__not-found__', language, site, content);
        return cache(status, documentOf(language, head, html, content));
      });
    // Rendered at start, so the first visitors wait for nothing.
    for (const language of LANGUAGES) {
      for (const path of [...ssr.PUBLIC_PATHS, null]) await pageFor(path, language);
    }
    const adminHtml = adminTemplate.replace('<!--site-config-->', siteConfigScript(site));
    const adminPage = await cache(200, adminHtml);
    // The same client for a path that is no admin page: it shows the admin's own not-found screen.
    const adminNotFound = await cache(404, adminHtml);

    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // The templates are served only through the routes below, never raw.
      allowedPath: (path) => !path.endsWith('.html'),
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });

    for (const path of ssr.PUBLIC_PATHS) {
      app.get(path, async (request, reply) =>
        sendPage(request, reply, await pageFor(path, request.language)),
      );
    }
    // The visitor's manage link (/prezentacja/<token>): rendered per request with the booking it opens. A
    // wrong or expired token is a friendly page with 404; too many look-ups from one address, 429.
    const demoManage = app.deps.demoManage;
    app.get<{ Params: { token: string } }>(`${DEMO_MANAGE_PAGE_PREFIX}/:token`, async (request, reply) => {
      const { token } = request.params;
      let data: DemoManagePageData;
      let status = 200;
      // A personal link opens in its booking's language, whatever the browser or an earlier visit chose.
      let language = request.language;
      try {
        const demo = await demoManage.view(token, request.ip, request.language);
        data = { state: 'found', token, demo };
        language = languageInAddress(request) ?? demo.language;
      } catch (error) {
        if (!(error instanceof HttpError) || (error.statusCode !== 404 && error.statusCode !== 429))
          throw error;
        status = error.statusCode;
        data = { state: status === 404 ? 'invalid' : 'too-many' };
        for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
      }
      const path = `${DEMO_MANAGE_PAGE_PREFIX}/${token}`;
      const content = await siteContent.read();
      const { html, head } = await ssr.render(path, language, site, content, data);
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('vary', 'Cookie, Host, Referer')
        .send(documentOf(language, head, html, content));
    });

    const sendAdmin = (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const path = request.url.split('?')[0] ?? '';
      return sendPage(request, reply, isAdminPagePath(path) ? adminPage : adminNotFound);
    };
    app.get(ADMIN_PREFIX, sendAdmin);
    app.get(`${ADMIN_PREFIX}/*`, sendAdmin);

    app.get('/robots.txt', (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(renderRobots(site)),
    );
    app.get('/sitemap.xml', (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(renderSitemap(ssr.PUBLIC_PATHS, site)),
    );

    app.decorate('sendNotFoundPage', async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      // "/cennik/" and the like: one address per page.
      if (request.method === 'GET' && path.length > 1 && path.endsWith('/')) {
        const trimmed = path.replace(/\/+$/, '') || '/';
        if (ssr.PUBLIC_PATHS.includes(trimmed)) return reply.redirect(trimmed, 301);
      }
      return sendPage(request, reply, await pageFor(null, request.language));
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
