import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every date on screen is a <time> with a machine-readable value (issue 38): the words of the domain's time family
// (domain/class-time.ts) reach the screen only through the DateTime component (src/ui/components/kit/date-time.tsx).
// A screen that formats a date itself prints bare text; this test finds it in the source, whatever the import's form.

/** The formatters whose result is a date or time to read. calendarDay (a grouping key) and formatTimeRange's home stay free. */
const FRIENDS = ['formatClassTime', 'formatClassTimeInText', 'formatChatTime', 'formatTimeRange', 'classTimeParts', 'messageDay'];
const THE_COMPONENT = join('src', 'ui', 'components', 'kit', 'date-time.tsx');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The uses of the time family's formatters in one source file, as "file:line name" (none in the DateTime component). */
function formatterUses(path: string, code: string): string[] {
  if (path === THE_COMPONENT) return [];
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.ES2022, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node, name: string) => found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${name}`);
  const fromClassTime = (specifier: ts.Expression | undefined) => specifier !== undefined && ts.isStringLiteral(specifier) && /(^|\/)domain\/class-time(\.ts)?$/.test(specifier.text);
  const visit = (node: ts.Node): void => {
    // import { formatClassTime as f } / export { formatClassTime } from '…/domain/class-time'
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && fromClassTime(node.moduleSpecifier)) {
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (FRIENDS.includes(name)) at(element, name);
        }
      } else if (bindings && ts.isNamespaceImport(bindings)) {
        // import * as time from '…/domain/class-time': every time.formatClassTime(…) in the file.
        const space = bindings.name.text;
        const uses = (inner: ts.Node): void => {
          if (ts.isPropertyAccessExpression(inner) && ts.isIdentifier(inner.expression) && inner.expression.text === space && FRIENDS.includes(inner.name.text)) at(inner, inner.name.text);
          ts.forEachChild(inner, uses);
        };
        uses(source);
      } else if (ts.isExportDeclaration(node) && !bindings) {
        at(node, 'export *');
      }
    }
    // await import('…/domain/class-time')
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && fromClassTime(node.arguments[0])) at(node, 'import()');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('dates reach the screen through <DateTime> only', () => {
  it('refuses a screen or shared component that formats a date itself, however it imports the formatter', () => {
    const screen = 'src/ui/features/some-feature/some-screen.tsx';
    expect(formatterUses(screen, "import { formatClassTime } from '../../../domain/class-time';\nexport const A = ({ at }: { at: string }) => <p>{formatClassTime(at, 0, 'UTC')}</p>;\n")).toEqual([`${screen}:1 formatClassTime`]);
    expect(formatterUses(screen, "import { classTimeParts as parts } from '../../../domain/class-time.ts';\nexport const t = parts;\n")).toEqual([`${screen}:1 classTimeParts`]);
    expect(formatterUses(screen, "import * as time from '../../../domain/class-time';\nexport const t = (at: string) => time.formatChatTime(at, 0, 'UTC');\n")).toEqual([`${screen}:2 formatChatTime`]);
    expect(formatterUses('src/ui/components/shared.tsx', "export { messageDay } from '../../domain/class-time';\n")).toEqual(['src/ui/components/shared.tsx:1 messageDay']);
    expect(formatterUses(screen, "export const load = () => import('../../../domain/class-time');\n")).toEqual([`${screen}:1 import()`]);
  });

  it('lets the DateTime component use them, and anyone group by calendarDay', () => {
    expect(formatterUses(THE_COMPONENT, "import { formatClassTime } from '../../../domain/class-time';\nexport const f = formatClassTime;\n")).toEqual([]);
    expect(formatterUses('src/ui/features/some-feature/list.tsx', "import { calendarDay } from '../../../domain/class-time';\nexport const key = calendarDay;\n")).toEqual([]);
    expect(formatterUses('src/ui/features/some-feature/list.tsx', "import { formatClassTime } from './local-helper';\nexport const f = formatClassTime;\n")).toEqual([]);
  });

  it('no file of src/ui or src/application formats a date outside the component (read from the source)', () => {
    const uses = [...files(join('src', 'ui')), ...files(join('src', 'application'))].flatMap((path) => formatterUses(path, readFileSync(path, 'utf8')));
    expect(uses).toEqual([]);
  });

  it('the component itself still draws every date with the time family (so the rule has a home)', () => {
    const code = readFileSync(THE_COMPONENT, 'utf8');
    expect(formatterUses('src/ui/features/elsewhere.tsx', code).map((use) => use.split(' ')[1])).toEqual(expect.arrayContaining(['formatClassTime', 'formatClassTimeInText', 'formatChatTime', 'classTimeParts', 'messageDay']));
  });
});
