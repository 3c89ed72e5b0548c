// Types of time-rules.mjs (the rules themselves are there, in plain JavaScript, so the mock backend imports them too).
export declare function isDateTime(text: unknown): boolean;
export declare const RENAMED_ZONES: Readonly<Record<string, string>>;
export declare function isTimeZoneName(zone: unknown): boolean;
