import type { Refusal } from '../../../application/outcome';
import type { RefusalWords } from '../../components/form/save-outcome';

/** Texts of the profile and account screens (tutor and student); one place, so LangID can select translations later. */
export const accountText = {
  profileTitle: 'My profile',
  sectionAbout: 'About you',
  sectionTimeAndLanguage: 'Time and language',
  sectionTeaching: 'What you teach, and your page',
  tutorProfileLead: 'What students see on your public page, and how the app shows you times.',
  studentProfileLead: 'Your details and how the app shows you class times.',
  notRegisteredTitle: 'Your profile is not set up yet',
  notRegistered: 'Set up your profile first: it takes a minute.',
  setUpProfile: 'Set up your profile',
  photo: 'Profile photo',
  photoUploaded: 'New photo ready: press “Save profile” to keep it.',
  language: 'Language',
  languageHint: 'Sent to the school with every request. The pages are in English for now.',
  languageNames: { 1: 'English', 2: 'Hindi', 3: 'Spanish', 4: 'French' } as Record<number, string>,
  otherLanguage: (id: number) => `Language ${id}`,
  publicPageTitle: 'Your public page',
  publicPageLead: 'Share these links with students (they change when you change the address and save).',
  publicPage: 'Private classes page',
  publicCoursesPage: 'Courses page',
  tutorTitle: 'Your tutor',
  tutorLink: (name: string) => `${name}’s page`,
  noTutor: 'You have not signed up through a tutor’s page yet.',
  findTutors: 'Find a tutor',
  saveProfile: 'Save profile',
  savingProfile: 'Saving…',
  profileSaved: 'Your profile is saved.',
  saveFailed: (refusal: Refusal): string => {
    switch (refusal.code) {
      case 'offline':
        return 'We could not reach the server. Check your connection and try again.';
      case 'conflict':
        return 'The profile was not saved: the public page address is taken. Choose another one.';
      case 'invalid':
        return 'The profile was not saved: some details are not valid. See the fields above.';
      case 'not-found':
        return 'The profile was not saved: the tutor you are linked to no longer has a page.';
      case 'signed-out':
        return 'Your session has ended. Sign in again, then save.';
      case 'too-many':
        return 'Too many requests. Wait a moment and try again.';
      default:
        return 'The server could not save your profile. Try again in a moment.';
    }
  },
  accountLink: 'Account and password',

  accountTitle: 'My account',
  signInDetails: 'Sign-in details',
  email: 'Email',
  noEmail: 'No email: you sign in with your phone number.',
  passwordTitle: 'Change your password',
  noPassword: 'Your account has no password to change: you sign in with your phone number.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 6 characters. A longer password with letters, digits and a symbol is safer.',
  confirmPassword: 'New password again',
  currentRequired: 'Enter your current password.',
  newRequired: 'Enter a new password.',
  confirmMismatch: 'The two new passwords are not the same.',
  sameAsCurrent: 'Choose a password different from the current one.',
  wrongCurrent: 'The current password is not right.',
  changePassword: 'Change password',
  changingPassword: 'Changing…',
  passwordChanged: 'Your password is changed. Use the new one the next time you sign in.',
  moreTitle: 'More',
  profileLink: 'My profile',
  bankLink: 'Bank accounts',
  withdrawalsLink: 'Withdraw earnings',
  paymentHistoryLink: 'Payment history',
  signOutTitle: 'Sign out',
  signOutLead: 'Sign out of TutorHub on this device.',

  calendarTitle: 'Calendar apps',
  calendarLead: (tutor: boolean) =>
    tutor
      ? 'See the classes you teach in Google Calendar, Apple Calendar or Outlook. Your calendar app keeps them up to date by itself: new bookings, new times and cancellations.'
      : 'See your classes in Google Calendar, Apple Calendar or Outlook. Your calendar app keeps them up to date by itself: new bookings, new times and cancellations.',
  calendarLoading: 'Loading your calendar settings…',
  calendarLoadFailed: 'Your calendar settings could not be loaded.',
  connectCalendar: 'Connect a calendar',
  connectingCalendar: 'Connecting…',
  calendarConnected: 'Connected',
  calendarSecret: 'Your calendar app follows a private address. Anyone who has it can see your classes, so keep it to yourself: paste it only into your calendar app.',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied.',
  copyFailed: 'Copying failed. Allow this site to use the clipboard, then try again.',
  calendarHowTitle: 'Add it to your calendar app',
  calendarHow: [
    { app: 'Google Calendar', steps: 'on a computer, next to “Other calendars” press +, then From URL. Paste the address and press Add calendar.' },
    { app: 'Apple Calendar', steps: 'on a Mac, File, then New Calendar Subscription; on an iPhone, Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar. Paste the address.' },
    { app: 'Outlook', steps: 'Add calendar, then Subscribe from web (From URL). Paste the address, name the calendar and import it.' },
  ],
  calendarDelay: 'Calendar apps check the address every few hours, so a new booking may take a while to show there. The app’s own pages are always current.',
  newAddress: 'Get a new address',
  newAddressTitle: 'Get a new address?',
  newAddressWarning: 'Your current address stops working at once. Calendars subscribed to it stop updating until you add the new address to them.',
  newAddressConfirm: 'Get a new address',
  newAddressDone: 'You have a new address. Copy it into your calendar apps.',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off calendar apps?',
  turnOffWarning: 'The address stops working at once: calendars subscribed to it get no more updates. Remove the calendar from your apps to take away the classes they already show.',
  turnOffConfirm: 'Turn off',
  turnedOff: 'Calendar apps are turned off.',
  keep: 'Cancel',
  closeDialog: 'Close',
  gettingNewAddress: 'Getting a new address…',
  turningOff: 'Turning off…',
  emailTitle: 'Emails',
  emailLead: 'Choose which emails we send you. They go to the address you sign in with.',
  emailLoading: 'Loading your email settings…',
  emailLoadFailed: 'Your email settings could not be loaded.',
  emailChoicesLegend: 'Send me',
  emailConfirmations: 'Booking confirmations',
  emailConfirmationsHint: (tutor: boolean) =>
    tutor ? 'When a student books and pays, with a calendar file for the class.' : 'When you book and pay, with a calendar file for the class.',
  emailReminders: 'Class reminders',
  emailRemindersHint: '24 hours and 1 hour before each class.',
  emailAlways: 'Cancellations and refunds',
  emailAlwaysHint: 'Always sent: they change your plans or your money.',
  emailSave: 'Save email settings',
  emailSaving: 'Saving…',
  emailSaved: 'Email settings saved.',
  emailRefusal: {
    failed: 'That did not work: the server could not save your email settings. Try again in a moment.',
    offline: 'We could not reach the server. Check your connection and try again.',
    'signed-out': 'Your session has ended. Sign in again, then try again.',
    'too-many': 'Too many requests. Wait a moment and try again.',
  } satisfies RefusalWords,
  calendarRefusal: {
    failed: 'That did not work: the server could not change your calendar address. Try again in a moment.',
    offline: 'We could not reach the server. Check your connection and try again.',
    'signed-out': 'Your session has ended. Sign in again, then try again.',
    'too-many': 'Too many requests. Wait a moment and try again.',
  } satisfies RefusalWords,
} as const;
