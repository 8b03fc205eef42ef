import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

export const readySchema = z.object({ status: z.literal('ready'), database: z.string() });
export type Ready = z.infer<typeof readySchema>;
