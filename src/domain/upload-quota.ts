// What one user may upload in any 24 hours: 20 images and 20 MB in all (a profile photo and a course's covers, redone
// several times, fit many times over). One value for the mock backend, which answers 429 past it, and the UI, which
// states it; the mock imports this very file (Node strips the types).
export const UPLOAD_QUOTA: { readonly files: 20; readonly bytes: number; readonly hours: 24 } = Object.freeze({ files: 20, bytes: 20 * 1024 * 1024, hours: 24 });
