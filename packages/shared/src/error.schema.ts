import { z } from 'zod';

/** Every error the API answers has this body. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  statusCode: z.number().int(),
  requestId: z.string(),
  errors: z
    .array(
      z.object({
        index: z.number().int().optional(),
        field: z.string().optional(),
        message: z.string(),
      }),
    )
    .optional()
    .describe('per-item problems, e.g. rows of a bulk upload'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
