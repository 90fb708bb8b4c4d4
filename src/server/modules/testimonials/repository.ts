import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@shared/language';
import type { Database } from '../../db/client';
import { testimonials } from '../../db/schema/index';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type TestimonialValues = Pick<
  typeof testimonials.$inferInsert,
  'clubName' | 'logoUrl' | 'shortTestimonial' | 'fullTestimonial' | 'authorName' | 'authorPosition'
> & { isActive?: boolean; language?: string };

// Newest first (product §7); the id breaks ties so paging and the slider's order never shuffle.
const newestFirst = [desc(testimonials.createdAt), desc(testimonials.id)];

export function createTestimonialRepository(db: Database) {
  return {
    /** `site`: only the testimonials that site shows (its own language or both). */
    async list({
      activeOnly,
      site,
      limit,
      offset,
    }: {
      activeOnly: boolean;
      site?: Language;
      limit: number;
      offset: number;
    }) {
      return db
        .select()
        .from(testimonials)
        .where(
          and(
            activeOnly ? eq(testimonials.isActive, true) : undefined,
            site ? inArray(testimonials.language, [site, 'both']) : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
    },
    async count() {
      const [row] = await db.select({ total: count() }).from(testimonials);
      return row?.total ?? 0;
    },
    async insert(values: TestimonialValues) {
      const [row] = await db.insert(testimonials).values(values).returning();
      return row!;
    },
    /** The updated row, or null when no testimonial has this id. */
    async update(id: string, values: Partial<TestimonialValues>) {
      const [row] = await db
        .update(testimonials)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(testimonials.id, id))
        .returning();
      return row ?? null;
    },
    /** Whether a testimonial with this id existed. */
    async delete(id: string) {
      const rows = await db
        .delete(testimonials)
        .where(eq(testimonials.id, id))
        .returning({ id: testimonials.id });
      return rows.length > 0;
    },
  };
}
export type TestimonialRepository = ReturnType<typeof createTestimonialRepository>;
