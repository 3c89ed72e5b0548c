import { z } from 'zod';
import { checkSearchForm, type SearchForm } from './search-params';

/** The search form checked by search-params' rule (whole-number rates, in order, with their currency): the query, or the message at the field it names. */
export const searchFormSchema = z.custom<SearchForm>().transform((form, ctx) => {
  const checked = checkSearchForm(form);
  if (!checked.ok) {
    ctx.addIssue({ code: 'custom', path: [checked.field], message: checked.message });
    return z.NEVER;
  }
  return checked.query;
});
