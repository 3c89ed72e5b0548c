// What one user may upload in any 24 hours: 20 images and 20 MB in all (a profile photo and a course's covers, redone
// several times, fit many times over). One value for the mock backend, which answers 429 past it, and the UI, which
// states it; plain JavaScript so the mock imports it on Node without a TypeScript step (types: upload-quota.d.mts).
export const UPLOAD_QUOTA = Object.freeze({ files: 20, bytes: 20 * 1024 * 1024, hours: 24 });
