import { ESLint } from 'eslint';

/** Lints source text as if it lived at `filePath`, with the project's own config; returns the rules it broke. */
export async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
