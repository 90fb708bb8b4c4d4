import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The import-cycle check of `npm run lint`. import-x/no-cycle skips type-only imports, yet a circle of types
 * still ties its files together (one cannot change or move without the others): here every import counts,
 * `import type`, `import('…')` types and dynamic imports included. It reads src/ with the TypeScript
 * parser and resolves specifiers as tsc does (the tsconfig's paths).
 */
const defaultRoot = new URL('..', import.meta.url).pathname;

function sourceFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function specifiersOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      specifiers.push(node.moduleReference.expression.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/**
 * Every import circle among the files under src/, each as the path of files that closes it (the first file
 * again at the end), relative to the root. `sources` stands in for files' text (the lint self-test's probes).
 */
export function importCycles({
  root = defaultRoot,
  sources = {},
}: { root?: string; sources?: Record<string, string> } = {}): string[][] {
  const configFile = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) throw new Error(`No tsconfig.json in ${root}`);
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const srcDir = join(root, 'src');
  const files = sourceFilesUnder(srcDir);
  const textOf = (file: string) => sources[relative(root, file)] ?? readFileSync(file, 'utf8');

  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(file, textOf(file))) {
      const { resolvedModule } = ts.resolveModuleName(specifier, file, options, ts.sys, cache);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
      const target = resolvedModule.resolvedFileName;
      if (target.startsWith(srcDir) && !target.endsWith('.d.ts')) targets.add(target);
    }
    edges.set(file, [...targets]);
  }

  // Tarjan's strongly connected components: each component of more than one file (or a file importing
  // itself) holds at least one circle; one is reported per component.
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  const connect = (file: string) => {
    index.set(file, next);
    lowLink.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || edges.get(file)?.includes(file)) components.push(component);
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);

  return components.map((component) => {
    const members = new Set(component);
    const start = component.sort()[0]!;
    // The shortest way from the first file back to itself inside its component.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift()!;
      const target = (edges.get(file) ?? []).find((candidate) => candidate === start);
      if (target) {
        const path = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start].map((member) => relative(root, member));
      }
      for (const candidate of edges.get(file) ?? []) {
        if (members.has(candidate) && !cameFrom.has(candidate) && candidate !== start) {
          cameFrom.set(candidate, file);
          queue.push(candidate);
        }
      }
    }
    return [start, start].map((member) => relative(root, member));
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const cycles = importCycles();
  for (const cycle of cycles) console.error(`Import cycle (type-only imports count): ${cycle.join(' → ')}`);
  if (cycles.length > 0) process.exit(1);
}
