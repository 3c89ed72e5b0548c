import { z } from 'zod';
import type { KindFilter, PaidFilter } from './use-students-list';

/** The filters as the form holds them: the search as typed (applied once typing pauses, or at once on Enter), kind and payment. */
export interface StudentFilterValues {
  search: string;
  kind: KindFilter;
  paid: PaidFilter;
}

/** Nothing in the filters can be wrong (the search is free text; the selects offer only what the list takes): what Enter applies. */
export const studentSearchSchema = z.object({ search: z.string() });
