/** User-visible texts of the app shell (one place per feature, so LangID can select translations later). */
export const text = {
  brand: 'TutorHub',
  skipToContent: 'Skip to content',
  loading: 'Loading.....',
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no page at this address.',
  backHome: 'Go to the home page',
  close: 'Close',
  cancel: 'Cancel',
  signup: 'Signup',
  loadFailed: 'We could not load this.',
  retry: 'Try again',
  nav: {
    label: 'Your areas',
    links: {
      dashboard: 'Dashboard',
      courses: 'Courses',
      payments: 'Payments',
      withdrawals: 'Withdrawals',
      profile: 'Profile',
      account: 'Account',
      search: 'Search tutors',
      classes: 'My classes',
      studentCourses: 'My courses',
    },
  },
} as const;
