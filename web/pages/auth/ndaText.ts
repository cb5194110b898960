// The NDA text is fetched with the sign-in form (it is short), so the dialog opens with it. Without
// the query client there (the sign-in screen does without TanStack Query), the form keeps the
// answer here and the dialog's query takes it; one that failed is asked for again.
import type { Language } from '../../../contract/limits.ts';
import { fetchNda } from '../../api/auth.ts';
import type { Nda } from '../../api/auth.ts';

const prefetched = new Map<Language, Promise<Nda>>();

export function prefetchNda(language: Language): void {
  if (prefetched.has(language)) return;
  const text = fetchNda();
  prefetched.set(language, text);
  text.catch(() => prefetched.delete(language)); // the request layer has shown the error
}

/** The prefetched text of `language` (once), else a new request. */
export function takeNda(language: Language): Promise<Nda> {
  const text = prefetched.get(language);
  prefetched.delete(language);
  return text ?? fetchNda();
}
