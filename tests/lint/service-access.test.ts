import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ruleIds } from './rule-ids';

// One way to reach services from a feature or route (issue 37): useService(TOKEN) while rendering, server-state.ts
// for anything async. The ways to wait for the services without suspending are the kernel's (src/ui/components).

const KERNEL_ONLY = ['useServiceWhenReady', 'useServiceLater', 'useServicesReady', 'useServiceHost'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A file that imports `names` from container-context at `from` and uses them. */
const fixture = (from: string, ...names: string[]) => `import { ${names.join(', ')} } from '${from}';\nexport const used = [${names.join(', ')}];\n`;

async function restriction(filePath: string, code: string): Promise<string | undefined> {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
  return result?.messages.find((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')?.message;
}

describe('one way to reach services', () => {
  it.each(KERNEL_ONLY)('refuses %s in a feature and in a route of the shell, saying what to use', async (name) => {
    expect(await restriction('src/ui/features/some-new-feature/access-fixture.ts', fixture('../../components/container-context', name))).toMatch(/useService\(TOKEN\).*server-state/);
    expect(await ruleIds('src/ui/app/pages/access-fixture.ts', fixture('../../components/container-context', name))).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds('src/ui/app/access-fixture.ts', fixture('../components/container-context', name))).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets the kernel (src/ui/components) use them, and a feature useService and <WithServices>', async () => {
    expect(await ruleIds('src/ui/components/auth/access-fixture.ts', fixture('../container-context', ...KERNEL_ONLY))).toEqual([]);
    expect(await ruleIds('src/ui/components/access-fixture.ts', fixture('./container-context', ...KERNEL_ONLY))).toEqual([]);
    expect(await ruleIds('src/ui/features/some-new-feature/access-fixture.ts', fixture('../../components/container-context', 'useService', 'WithServices'))).toEqual([]);
  });

  it('keeps the backend-port rule in features and routes beside it', async () => {
    const port = "import { PAYMENT_API } from '../../../ports/payment-api';\nexport const t = PAYMENT_API;\n";
    expect(await ruleIds('src/ui/features/some-new-feature/access-fixture.ts', port)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('no feature or route file imports them (read from the source)', () => {
    const offenders = [...files('src/ui/features'), ...files('src/ui/app')].filter((path) => {
      const imports = [...readFileSync(path, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'[^']*container-context'/g)].flatMap((match) => match[1]!.split(',').map((name) => name.trim()));
      return imports.some((name) => KERNEL_ONLY.includes(name));
    });
    expect(offenders).toEqual([]);
    // The scan reads what it means to: the kernel does import them.
    expect(readFileSync('src/ui/components/server-state.ts', 'utf8')).toMatch(/import\s*{[^}]*\buseServiceWhenReady\b[^}]*}\s*from '\.\/container-context'/);
  });
});
