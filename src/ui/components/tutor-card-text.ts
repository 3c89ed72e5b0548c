/** Texts of a tutor's card in a list of tutors (the tutor search, the landing page's results). */
export const tutorCardText = {
  noRate: 'Rate on request',
  speaks: 'Speaks',
  viewProfile: (name: string) => `View profile: ${name}`,
  viewProfileShort: 'View profile',
  perHourUnit: '/ hour',
  nextClass: (when: string) => `Next class: ${when}`,
  nextOpen: (when: string) => `Next open: ${when}`,
  reviewCount: (count: number) => (count === 1 ? '(1 review)' : `(${count.toLocaleString('en-US')} reviews)`),
} as const;
