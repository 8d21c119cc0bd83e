// The field types the stored entities share (entities.ts, records.ts).
import { z } from 'zod';

export const id = z.string().min(1).max(200);
export const weekStart = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'weekStart must be YYYY-MM-DD');
export const day = weekStart;
export const date = z.date();
export const score10 = z.number().min(1).max(10);
export const nullableDate = date.nullable().default(null);
export const httpUrl = z
  .string()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v), 'Only http(s) URLs are stored');
