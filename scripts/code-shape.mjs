#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
// The size rules of CONTRIBUTING.md, measured on production code (tests, seed data, migrations and
// the e2e journeys aside): files over 350 lines, functions over 120 lines, and functions whose
// cyclomatic complexity is 15 or more (1 + each if, loop, case, catch, ?:, &&, || and ??).
// `node scripts/code-shape.mjs` prints them; `--check` exits 1 when a file or a function is over.
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';

const FILE_MAX = 350;
const FUNCTION_MAX = 120;
const COMPLEXITY_FLAG = 15;

const isProduction = (path) =>
  /^(apps\/api\/src|apps\/web\/src|packages\/contract\/src)\/.*\.tsx?$/.test(path) &&
  !/\.(test|spec)\.tsx?$|\.d\.ts$|\/db\/seed\/|\/migrations\/|\/testing\/|\/attacks\/|\/contract-check\//.test(
    path,
  );

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => isProduction(path) && existsSync(path));

const DECISIONS = new Set([
  ts.SyntaxKind.IfStatement,
  ts.SyntaxKind.ConditionalExpression,
  ts.SyntaxKind.CaseClause,
  ts.SyntaxKind.ForStatement,
  ts.SyntaxKind.ForInStatement,
  ts.SyntaxKind.ForOfStatement,
  ts.SyntaxKind.WhileStatement,
  ts.SyntaxKind.DoStatement,
  ts.SyntaxKind.CatchClause,
]);
const LOGICAL = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
]);

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node);

/** Decision points inside `node`, not counting those of functions nested in it. */
const decisionsIn = (node) => {
  let count = 0;
  const visit = (child) => {
    if (isFunction(child)) return;
    if (DECISIONS.has(child.kind)) count++;
    if (ts.isBinaryExpression(child) && LOGICAL.has(child.operatorToken.kind)) count++;
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return count;
};

const nameOf = (node) => {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  return '(anonymous)';
};

const longFiles = [];
const longFunctions = [];
const complex = [];
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > FILE_MAX) longFiles.push({ path, lines });
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (isFunction(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const where = `${path}:${start} ${nameOf(node)}`;
      if (end - start + 1 > FUNCTION_MAX) longFunctions.push({ where, lines: end - start + 1 });
      const complexity = 1 + decisionsIn(node);
      if (complexity >= COMPLEXITY_FLAG) complex.push({ where, complexity });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const print = (title, rows, value) => {
  console.log(`${title}: ${rows.length}`);
  for (const row of rows) console.log(`  ${value(row)}`);
};
print(`files over ${FILE_MAX} lines`, longFiles, (r) => `${r.path} ${r.lines}`);
print(`functions over ${FUNCTION_MAX} lines`, longFunctions, (r) => `${r.where} ${r.lines}`);
const side = (prefix) => complex.filter((r) => r.where.startsWith(prefix));
print(
  `web functions of complexity >= ${COMPLEXITY_FLAG}`,
  side('apps/web'),
  (r) => `${r.where} ${r.complexity}`,
);
print(
  `api and contract functions of complexity >= ${COMPLEXITY_FLAG}`,
  complex.filter((r) => !r.where.startsWith('apps/web')),
  (r) => `${r.where} ${r.complexity}`,
);

if (process.argv.includes('--check') && (longFiles.length > 0 || longFunctions.length > 0)) {
  process.exitCode = 1;
}
