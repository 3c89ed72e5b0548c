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
};
