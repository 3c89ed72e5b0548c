/** Languages a tutor can teach in (ISO 639-1 codes, as profiles and search carry them), named for the screens. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  hi: 'Hindi',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  ar: 'Arabic',
  zh: 'Chinese',
  ja: 'Japanese',
  ta: 'Tamil',
};

let displayNames: Intl.DisplayNames | null | undefined;

/** A language code named for the screens: the list above, else the browser's name for it (Intl), else the code. */
export function languageName(code: string): string {
  const listed = LANGUAGE_NAMES[code];
  if (listed) return listed;
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'language' });
    } catch {
      displayNames = null;
    }
  }
  try {
    return displayNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
