// The translator (./translate.ts) with the two languages of the spec (zh default). The session store is the one source
// of the language: changing it there switches the translator and <html lang> at once; main.tsx picks
// antd's locale and i18n/dates.ts dayjs's from the same store.
// Only Chinese travels with the first load; English arrives when it is chosen (or was chosen
// before: main.tsx then waits for `languageReady` before it renders, so no Chinese flashes by).
import { i18n } from './translate.ts';
import type { Language } from '../../contract/limits.ts';
import { defaultLanguage, languages } from '../../contract/limits.ts';
import { useSession } from '../stores/session.ts';
import { loadEnglish, type Messages, zh } from './catalogue.ts';

export type { Messages };

const loaders: Record<Language, () => Promise<Messages>> = {
  zh: async () => zh,
  en: loadEnglish,
};

const htmlLangs: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

const loaded = new Set<Language>(['zh']);

/** Makes the messages of `language` available to the translator; a no-op once they are. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  // Deep, without overwriting: page texts (addPageMessages) may be there already.
  i18n.addResourceBundle(language, await loaders[language]());
  loaded.add(language);
}

/** A page's own texts in both languages, e.g. `{ zh: { admin: { accounts: {…} } }, en: {…} }`. */
export type PageMessages = Record<Language, Record<string, unknown>>;

/**
 * Adds the texts only one page uses, from the page's chunk, so they do not weigh on every first
 * load. Same namespace and key style as the main catalogue; titles of routes stay there (the
 * document title is set before a page's chunk arrives). web/i18n/i18n.test.ts checks both.
 */
export function addPageMessages(messages: PageMessages): void {
  for (const language of languages) i18n.addResourceBundle(language, messages[language]);
}

function applyLanguage(language: Language): void {
  // Normally loaded already (changeLanguage waits for it); a direct store change loads it here.
  void loadLanguage(language).then(() => {
    i18n.changeLanguage(language);
  });
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangs[language];
}

const initial = useSession.getState().language;
i18n.init({ resources: { zh }, lng: initial, fallbackLng: defaultLanguage });
/** Settles once the stored language's texts are here (at once for Chinese). */
export const languageReady: Promise<void> = loadLanguage(initial).catch((error: unknown) => {
  console.error(error); // the fallback language (zh) shows instead
});
applyLanguage(initial);

useSession.subscribe((state, previous) => {
  if (state.language !== previous.language) applyLanguage(state.language);
});

/** Switch the whole UI (texts, antd locale, dates) and remember the choice, once its texts are here. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  useSession.getState().setLanguage(language);
}

export { i18n };
export { useTranslation, type TFunction } from './translate.ts';
