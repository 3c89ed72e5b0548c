// Types of plain-text.mjs (the rule itself is there, in plain JavaScript, so the mock backend imports it too).
export declare function hasControlCharacters(text: string): boolean;
export declare function plainTextProblem(text: string | undefined | null, rule: { max: number; empty: string | null; noun: string; what?: string }): string | null;
export type PlainTextFault = 'empty' | 'too-long' | 'not-text';
export declare function plainTextFault(text: string | undefined | null, rule: { max: number; required?: boolean }): PlainTextFault | null;
