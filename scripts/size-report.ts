// `npm run size-report [-- --top 15]`: the largest source files under src/ and their longest functions, so
// whoever splits one sees where its seams are. Test files are left out. The house limits are 400 lines a
// file and 200 a function; the report exits with 1 when something is over them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 200;

const root = join(import.meta.dirname, '..');
const topArgument = process.argv.indexOf('--top');
const top = topArgument === -1 ? 15 : Number(process.argv[topArgument + 1]);

const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

type Measured = { file: string; name: string; line: number; lines: number };

/** A function's name as a reader finds it: its own, its variable's, its property's or its method's. */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText(source).slice(0, 40)})`;
  return '(anonymous)';
}

const isFunction = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** Every function of a file with its line count, counted the way eslint's max-lines-per-function does. */
function functionsOf(file: string, text: string): Measured[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Measured[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: nameOf(node, source), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(join(root, 'src')).map((path) => {
  const text = readFileSync(path, 'utf8');
  const file = relative(root, path);
  return {
    file,
    lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
    functions: functionsOf(file, text),
  };
});
const functions = files.flatMap((file) => file.functions);

const byLines = <T extends { lines: number }>(items: T[]) => [...items].sort((a, b) => b.lines - a.lines);
const mark = (lines: number, limit: number) => (lines > limit ? `  over ${limit}` : '');

console.log(`Largest source files (of ${files.length}, limit ${MAX_FILE_LINES} lines):`);
for (const { file, lines } of byLines(files).slice(0, top))
  console.log(`${String(lines).padStart(6)}  ${file}${mark(lines, MAX_FILE_LINES)}`);

console.log(`\nLongest functions (of ${functions.length}, limit ${MAX_FUNCTION_LINES} lines):`);
for (const { file, name, line, lines } of byLines(functions).slice(0, top))
  console.log(`${String(lines).padStart(6)}  ${file}:${line} ${name}${mark(lines, MAX_FUNCTION_LINES)}`);

const over =
  files.filter((file) => file.lines > MAX_FILE_LINES).length +
  functions.filter((fn) => fn.lines > MAX_FUNCTION_LINES).length;
if (over) {
  console.log(`\n${over} over the limits.`);
  process.exit(1);
}
