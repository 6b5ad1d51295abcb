import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import circle anywhere: a module that reaches itself through its own imports runs half
 * loaded, and a feature that needs another which needs it back is one feature in two folders.
 * Only imports evaluated at load count: `import type` is erased, and `import()` waits for a use.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packages: Record<string, string> = {
  '@barteraid/events': 'events/src',
  '@barteraid/infra': 'infra/src',
  '@barteraid/command-api': 'services/command-api/src',
  '@barteraid/query-api': 'services/query-api/src',
  '@barteraid/projector': 'services/projector/src',
  '@barteraid/gateway': 'services/gateway/src',
};
const sourceRoots = [...Object.values(packages), 'client/src', 'ops', 'bench'];

function sourceFiles(folder: string): string[] {
  const full = path.join(root, folder);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|\.d\.ts$/.test(entry.name)) return [];
    return file.includes(`${path.sep}node_modules${path.sep}`) ? [] : [file];
  });
}

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier.replace(/\.js$/, '')));
  const name = Object.keys(packages).find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
  if (!name) return null;
  const rest = specifier.slice(name.length + 1);
  return resolveFile(path.join(root, packages[name]!, rest || 'index'));
}

/** The modules a file loads when it is loaded, and with `lazy` those it may load later (`import()`). */
function imports(file: string, lazy = false): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  if (lazy) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]!)) {
        specifiers.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}


/** Every cycle's files, each cycle found once (Tarjan's strongly connected components). */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(root, member));
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The feature folder a file belongs to (`client/src/features/trades`), or null outside one. */
function featureOf(file: string, featureRoot: string): string | null {
  const relative = path.relative(path.join(root, featureRoot), file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : path.join(featureRoot, relative.split(path.sep)[0]!);
}

/** Features as nodes: one feature uses another when any of its files imports the other's, now or lazily. */
function featureGraph(featureRoot: string): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(featureRoot)) {
    const from = featureOf(file, featureRoot);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const target of imports(file, true).map((imported) => featureOf(imported, featureRoot))) {
      if (target && target !== from) targets.add(target);
    }
  }
  return new Map([...graph].map(([feature, targets]) => [path.join(root, feature), [...targets].map((target) => path.join(root, target))]));
}

describe('imports', () => {
  it('form no circle in any package, the client or the tools', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceRoots.flatMap(sourceFiles)) graph.set(file, imports(file));
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });

  it("form no circle between the client's features, even through a page loaded later", () => {
    const graph = featureGraph('client/src/features');
    expect(graph.size).toBeGreaterThan(10);
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    expect(importCycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([
      [path.relative(root, 'a'), path.relative(root, 'b'), path.relative(root, 'c')],
    ]);
  });
});
