import { z } from 'zod';
import {
  PUBLIC_TESTIMONIALS_LIMIT,
  publicTestimonialSchema,
  type PublicTestimonial,
  type Testimonial,
  type TestimonialEdit,
  type TestimonialInput,
  type TestimonialLanguage,
  type TestimonialStatusInput,
} from '@shared/contracts/testimonials';
import type { Language } from '@shared/language';
import type { AppInfrastructure } from '../../infrastructure';
import { notFound } from '../../lib/http-errors';
import { createTestimonialRepository, type TestimonialRepository, type TestimonialRow } from './repository';

export const TESTIMONIAL_NOT_FOUND = 'Nie znaleziono opinii';

const toPublic = (row: TestimonialRow): PublicTestimonial => ({
  id: row.id,
  clubName: row.clubName,
  logoUrl: row.logoUrl,
  shortTestimonial: row.shortTestimonial,
  fullTestimonial: row.fullTestimonial,
  authorName: row.authorName,
  authorPosition: row.authorPosition,
  createdAt: row.createdAt.toISOString(),
});

const toAdmin = (row: TestimonialRow): Testimonial => ({
  ...toPublic(row),
  isActive: row.isActive,
  language: row.language as TestimonialLanguage,
});

/** The shared-cache key of the public lists (`testimonials:pl`, `testimonials:en`: serialized answers). */
export const PUBLIC_TESTIMONIALS_CACHE_KEY = 'testimonials';

export type TestimonialsDeps = Pick<AppInfrastructure, 'db' | 'sharedCache'>;

export function createTestimonialService({ db, sharedCache: cache }: TestimonialsDeps) {
  const repository = createTestimonialRepository(db);
  /** A write and the drop of the public lists commit together, in every process. */
  const change = <T>(write: (repository: TestimonialRepository) => Promise<T>) =>
    db.transaction(async (tx) => {
      const result = await write(createTestimonialRepository(tx));
      await cache.invalidate(tx, PUBLIC_TESTIMONIALS_CACHE_KEY);
      return result;
    });
  return {
    /**
     * product §7, Decided: visitors get the active ones (newest first, capped for the slider), of their
     * site's language or both.
     */
    listPublicJson(site: Language): Promise<string> {
      return cache.get(`${PUBLIC_TESTIMONIALS_CACHE_KEY}:${site}`, async () => {
        const rows = await repository.list({
          activeOnly: true,
          site,
          limit: PUBLIC_TESTIMONIALS_LIMIT,
          offset: 0,
        });
        return JSON.stringify(z.array(publicTestimonialSchema).parse(rows.map(toPublic)));
      });
    },

    /** The admin gets every testimonial, newest first, a page at a time, with the total of all. */
    async listAll(page: { limit: number; offset: number }) {
      const [rows, total] = await Promise.all([
        repository.list({ activeOnly: false, ...page }),
        repository.count(),
      ]);
      return { items: rows.map(toAdmin), total };
    },

    async create(input: TestimonialInput): Promise<Testimonial> {
      return toAdmin(await change((r) => r.insert(input)));
    },

    /** A whole edit or the status toggle (product §7); an edit without isActive keeps the status. */
    async update(id: string, input: TestimonialEdit | TestimonialStatusInput): Promise<Testimonial> {
      const { isActive, ...fields } = input;
      const row = await change((r) =>
        r.update(id, {
          ...fields,
          ...(isActive !== undefined && { isActive }),
        }),
      );
      if (!row) throw notFound(TESTIMONIAL_NOT_FOUND);
      return toAdmin(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await change((r) => r.delete(id)))) throw notFound(TESTIMONIAL_NOT_FOUND);
    },
  };
}
export type TestimonialService = ReturnType<typeof createTestimonialService>;
