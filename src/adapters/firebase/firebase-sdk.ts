// The Firebase Auth functions the adapter uses, named one by one: the gateway imports this module on demand, and naming
// them keeps the rest of firebase/auth (getAuth's emulator switch, connectAuthEmulator) out of the production bundle.
export {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  RecaptchaVerifier,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  updatePassword,
} from 'firebase/auth';
