import {
  PUBLIC_TESTIMONIALS_LIMIT,
  type PublicTestimonial,
  type Testimonial,
  type TestimonialEdit,
  type TestimonialInput,
  type TestimonialLanguage,
  type TestimonialStatusInput,
} from '@shared/contracts/testimonials';
import type { Language } from '@shared/language';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { createTestimonialRepository, type TestimonialRow } from './repository';

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

export function createTestimonialService(db: Database) {
  const repository = createTestimonialRepository(db);
  return {
    /**
     * DESIGN.md §7 decision 8: visitors get the active ones (newest first, capped for the slider), of their
     * site's language or both (issue 16).
     */
    async listPublic(site: Language): Promise<PublicTestimonial[]> {
      const rows = await repository.list({
        activeOnly: true,
        site,
        limit: PUBLIC_TESTIMONIALS_LIMIT,
        offset: 0,
      });
      return rows.map(toPublic);
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
      return toAdmin(await repository.insert(input));
    },

    /** A whole edit or the status toggle (product §7); an edit without isActive keeps the status. */
    async update(id: string, input: TestimonialEdit | TestimonialStatusInput): Promise<Testimonial> {
      const { isActive, ...fields } = input;
      const row = await repository.update(id, {
        ...fields,
        ...(isActive !== undefined && { isActive }),
      });
      if (!row) throw notFound(TESTIMONIAL_NOT_FOUND);
      return toAdmin(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.delete(id))) throw notFound(TESTIMONIAL_NOT_FOUND);
    },
  };
}
