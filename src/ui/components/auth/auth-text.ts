import type { AuthErrorCode, AuthFailure, PasswordRequirement } from '../../../domain/auth-error';
import type { Refusal } from '../../../application/outcome';
import { PROFILE_LIMITS } from '../../../domain/form-limits';

/** Texts of sign-in, sign-up, password reset, registration and sign-out (one place, so LangID can select translations later). */
export const authText = {
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  signInTitle: 'Sign in',
  signInLead: 'Welcome back. Sign in to see your classes.',
  continueWithGoogle: 'Continue with Google',
  signUpWithGoogle: 'Sign up with Google',
  noAccount: 'New here?',
  createAccount: 'Create an account',
  forgotPassword: 'Forgot your password?',
  signUpTitle: 'Create your account',
  signUpLead: 'Learn with a tutor or teach your own classes.',
  signUp: 'Create account',
  signingUp: 'Creating your account…',
  roleLegend: 'I want to',
  roleStudent: 'Learn (student account)',
  roleTutor: 'Teach (tutor account)',
  passwordHint: 'At least 6 characters. A longer password with letters, digits and a symbol is safer.',
  haveAccount: 'Already have an account?',
  resetTitle: 'Reset your password',
  resetLead: 'Enter the email of your account and we will send you a link to choose a new password.',
  sendReset: 'Send reset link',
  sendingReset: 'Sending…',
  resetSent: (email: string) =>
    `If an account uses ${email}, a link to reset the password is on its way. Follow it, then sign in with the new password.`,
  backToSignIn: 'Back to sign in',
  signOut: 'Sign out',
  signOutFailed: 'Signing out did not work. Check your connection and try again.',
  errorsHeading: 'Please fix the following:',
  hourlyRate: 'Hourly rate',
  noticeHours: 'Free cancellation notice (hours)',
  noticeHoursHint: 'A student who cancels at least this many hours before a class is refunded in full; later, nothing. 2 to 72; empty means 24.',
  hourlyRateHint: 'What an hour with you costs, a whole number. Students filter and sort by it; leave it empty for “Rate on request”.',
  rateCurrency: 'Currency of your rate',
  chooseCurrency: 'Choose a currency',
  languagesLegend: 'Languages you teach in',
  slugTaken: 'Another tutor already uses this address, or it is reserved. Choose another one.',
  emailRequired: 'Enter your email.',
  emailInvalid: 'Enter an email like name@example.com.',
  passwordRequired: 'Enter your password.',
  roleRequired: 'Choose whether you want to learn or teach.',
  // Registration
  tutorRegistrationTitle: 'Set up your tutor profile',
  studentRegistrationTitle: 'Set up your student profile',
  registrationLead: 'Tell us a little about yourself. You can change it later in your profile.',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  phoneOptional: 'Phone number (optional)',
  phoneHint: 'International format with the country code, e.g. +919876543210.',
  phoneSignInHeading: 'Sign in with your phone',
  phoneFormLabel: 'Phone sign-in',
  sendCode: 'Send code',
  sendingCode: 'Sending code…',
  codeSent: (phone: string) => `We sent a 6-digit code by SMS to ${phone}.`,
  smsCode: 'Code from the SMS',
  verifyCode: 'Verify and sign in',
  changeNumber: 'Use another number',
  timeZone: 'Time zone',
  timeZoneHint: 'Class times are shown in this time zone.',
  topicsLegend: 'Topics you teach',
  topicsLoading: 'Loading topics…',
  topicsFailed: 'The topics could not be loaded.',
  retry: 'Try again',
  bio: 'Short bio',
  bioHint: `What you teach and how, in a few sentences (at most ${PROFILE_LIMITS.bioMax.toLocaleString('en-US')} characters).`,
  slug: 'Public page address',
  slugHint: (origin: string) => `Your page will be ${origin}/your-address. Lower-case letters, digits and single hyphens.`,
  saveProfile: 'Save and continue',
  savingProfile: 'Saving…',
  wrongRegistration: 'Wrong kind of account?',
  tutorRegistrationLink: 'Register as a tutor instead',
  studentRegistrationLink: 'Register as a student instead',
} as const;

const AUTH_ERRORS: Record<AuthErrorCode, string> = {
  'AUTH.WRONG_PASSWORD': 'The password is not right. Try again or reset your password.',
  'AUTH.UNKNOWN_USER': 'There is no account with this email. Check it or create an account.',
  'AUTH.INVALID_CREDENTIALS': 'The email or password is not right. Check both and try again.',
  'AUTH.TOO_MANY_ATTEMPTS': 'Too many attempts. Wait a few minutes, or reset your password, then try again.',
  'AUTH.NETWORK': 'We could not reach the sign-in service. Check your internet connection and try again.',
  'AUTH.PASSWORD_POLICY': 'The password is too weak.',
  'AUTH.EMAIL_IN_USE': 'An account with this email already exists. Sign in instead, or reset your password.',
  'AUTH.INVALID_EMAIL': 'Enter an email like name@example.com.',
  'AUTH.USER_DISABLED': 'This account has been disabled. Contact support.',
  'AUTH.POPUP_CLOSED': 'The sign-in window was closed before signing in finished.',
  'AUTH.POPUP_BLOCKED': 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'AUTH.UNAUTHORIZED_DOMAIN': 'Signing in is not allowed from this address.',
  'AUTH.INVALID_PHONE': 'Enter the phone number in international format, e.g. +919876543210.',
  'AUTH.INVALID_CODE': 'The code is not right. Check the SMS and try again.',
  'AUTH.CODE_EXPIRED': 'The code has expired. Ask for a new one.',
  'AUTH.REQUIRES_RECENT_LOGIN': 'For your security, sign out and sign in again, then try once more.',
  'AUTH.UNKNOWN': 'Something went wrong while signing in. Try again in a moment.',
};

function requirementText(requirement: PasswordRequirement): string {
  switch (requirement.kind) {
    case 'min-length':
      return `Use at least ${requirement.length} characters.`;
    case 'max-length':
      return `Use at most ${requirement.length} characters.`;
    case 'lowercase':
      return 'Add a lower-case letter.';
    case 'uppercase':
      return 'Add an upper-case letter.';
    case 'digit':
      return 'Add a digit.';
    case 'symbol':
      return 'Add a symbol such as # or !.';
  }
}

/** The failure in words: one sentence, then the password rules that were missed. */
export function authErrorMessages(failure: AuthFailure): string[] {
  return [AUTH_ERRORS[failure.code], ...(failure.requirements ?? []).map(requirementText)];
}

/** A refused registration, in words. */
export function registrationRefusedMessage(refusal: Refusal): string {
  switch (refusal.code) {
    case 'offline':
      return 'We could not reach the server. Check your connection and try again.';
    case 'conflict':
      if (refusal.field === 'Slug') return 'The profile was not saved: the public page address is taken. Choose another one.';
      if (refusal.field === 'Role') return 'This account was created for the other role: register with the link below instead.';
      return refusal.serverMessage || 'This conflicts with an existing profile: choose another public page address.';
    case 'invalid':
      return 'Some details are not valid: see the fields above.';
    case 'signed-out':
      return 'Your session has ended. Sign in again.';
    case 'too-many':
      return 'Too many requests. Wait a moment and try again.';
    default:
      return 'The server could not save your details. Try again in a moment.';
  }
}
