import type { GuardedArea } from '../../../domain/routes';

/** Where a signed-out visitor was going when the guard sent them to / (one sentence per area of guarded routes). */
const GUARD_NOTICE: Record<GuardedArea, string> = {
  'tutor-search': 'Sign in or create an account to search tutors.',
  dashboard: 'Sign in to continue to your dashboard.',
  'private-class': 'Sign in to continue to your private class.',
  course: 'Sign in to continue to your course.',
  courses: 'Sign in to continue to your courses.',
  checkout: 'Sign in to continue to checkout.',
  classroom: 'Sign in to join your class.',
  'payment-history': 'Sign in to see your payment history.',
  account: 'Sign in to continue to your account.',
  profile: 'Sign in to continue to your profile.',
  registration: 'Sign in to finish setting up your profile.',
  withdrawals: 'Sign in to continue to your withdrawals.',
  'bank-accounts': 'Sign in to continue to your bank accounts.',
  messages: 'Sign in to see your messages.',
  availability: 'Sign in to set your bookable hours.',
};

/** Texts of the landing page (one place, so LangID can select translations later). */
export const landingText = {
  title: 'Learn live with tutors who fit you',
  lead: 'Private classes, group courses and instant classes over live video. Tutors set their classes and prices; students book, pay and join from the browser.',
  searchLabel: 'What do you want to learn?',
  searchPlaceholder: 'A subject or a tutor’s name',
  searchButton: 'Find a tutor',
  signUp: 'Sign up',
  toDashboard: 'Go to your dashboard',
  findTutor: 'Find a tutor',
  signIn: 'Sign in',
  featuredHeading: 'Meet our tutors',
  featuredLead: 'The best rated first, as their students rated them.',
  perHour: '/ hour',
  subjectsHeading: 'Popular subjects',
  /** A visitor's search on this page (public browsing, issue 40). */
  resultsHeading: (q: string) => `Tutors for “${q}”`,
  resultsLead: 'Open a tutor’s page to see their classes and open times: no account needed.',
  clearSearch: 'Clear search',
  searching: 'Searching tutors…',
  howHeading: 'How it works',
  steps: [
    { title: 'Find your tutor', body: 'Search by subject or name; compare ratings, rates and the languages they teach in.' },
    { title: 'Book and pay', body: 'Choose a private class or a group course at a time that suits you, in your own time zone, and pay securely.' },
    { title: 'Join from your browser', body: 'Your class appears on your dashboard with a join button: live video and chat, nothing to install.' },
  ],
  tutorsHeading: 'Teach on your own terms',
  tutorsLead: 'Your own page with your classes, courses and topics; instant classes when you are free; every payment in one history, withdrawn to your bank.',
  tutorCta: 'Start teaching: create a tutor account',
  footer: {
    label: 'Site',
    tagline: 'Live online classes with tutors who fit you.',
    findTutor: 'Find a tutor',
    becomeTutor: 'Become a tutor',
  },
  guardNotice: {
    message: (area: GuardedArea | null) => (area === null ? 'Sign in to continue to that page.' : GUARD_NOTICE[area]),
    after: 'Once you have signed in, or created your account and set up your profile, you go straight there.',
    signIn: 'Sign in',
    createAccount: 'Create an account',
  },
} as const;
