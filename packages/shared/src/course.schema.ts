import { z } from 'zod';
import { text } from './text.schema';

export const COURSE_IDS = ['webmonk', 'machinester', 'iot', 'code-slayer'] as const;
export const courseIdSchema = text().trim().min(1).max(64);

/** A course as the API shows it: prices in rupees, as the spec's cart item carries them. */
export const courseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.number().describe('list price in rupees'),
  discountedPrice: z
    .number()
    .nullable()
    .describe('sale price in rupees, when the course is on sale'),
  currency: z.literal('INR'),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListSchema = z.array(courseSchema);
export const courseParamsSchema = z.object({ id: courseIdSchema });
