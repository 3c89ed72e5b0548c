import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Pact merges into existing files; start from none so a renamed or removed interaction does not linger. */
export default function cleanPacts(): void {
  const dir = path.resolve(__dirname, '../../../pacts');
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    if (name.isFile() && /^tutoring-web-.*\.json$/.test(name.name)) rmSync(path.join(dir, name.name));
  }
}
