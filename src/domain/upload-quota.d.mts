// Types of upload-quota.mjs.
export declare const UPLOAD_QUOTA: { readonly files: 20; readonly bytes: number; readonly hours: 24 };
