/** What the page says when the app cannot start (instead of a blank page). */
export const startFailureText = {
  title: 'TutorHub cannot start',
  configuration: 'This site is not set up completely yet, so it cannot open. Please try again later.',
  configurationDetails: (names: readonly string[]) => `For the site's operator: the build is missing ${names.join(', ')}.`,
  error: 'Something went wrong while opening TutorHub. Reloading the page may help.',
  reload: 'Reload',
} as const;
