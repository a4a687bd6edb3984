// Type-checks the code blocks of the README and the docs pages (stories/*.mdx) against the
// package's source, in one TypeScript program: see docsSnippets.test.ts and CONTRIBUTING.md.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** A fenced ```ts / ```tsx block of a Markdown or MDX file. */
export interface Snippet {
  /** The file it is in, relative to the repository (`README.md`, `stories/Hooks.mdx`). */
  readonly doc: string;
  /** The line of its opening fence in `doc` (1-based); the code starts on the next line. */
  readonly line: number;
  readonly lang: 'ts' | 'tsx';
  /** The words after the language on the fence line (`fragment`, `file=src/figures/Probe.tsx`). */
  readonly meta: string;
  readonly code: string;
}

/** What the checker says about one snippet: `README.md:52: TS2741 …` lines. */
export interface SnippetError {
  readonly snippet: Snippet;
  /** `<doc>:<line of the error in doc>:<column>: TS<code> <message>` */
  readonly message: string;
}

/** The repository root. */
export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/**
 * Every ```ts and ```tsx block of a Markdown or MDX source, with the line of
 * its opening fence. Blocks in other languages (sh, json, …) are not code to check.
 */
export function extractSnippets(doc: string, source: string): Snippet[] {
  const out: Snippet[] = [];
  const fence = /^```(tsx|ts)([ \t][^\n]*)?\n([\s\S]*?)^```[ \t]*$/gm;
  for (const m of source.matchAll(fence)) {
    const line = source.slice(0, m.index).split('\n').length;
    out.push({ doc, line, lang: m[1] as 'ts' | 'tsx', meta: (m[2] ?? '').trim(), code: m[3]! });
  }
  return out;
}

/** Whether a snippet says it is only a fragment (the info string ```tsx fragment): not checked. */
export function isFragment(snippet: Snippet): boolean {
  return /(^|\s)fragment(\s|$)/.test(snippet.meta);
}

/**
 * The path a snippet is checked under: `file=<path>` in its info string (relative to the
 * repository root, so snippets that import each other — `./Probe` — resolve), else one
 * of its own beside the repository's files.
 */
function snippetPath(snippet: Snippet, k: number): string {
  const named = /(?:^|\s)file=(\S+)/.exec(snippet.meta)?.[1];
  if (named !== undefined) return join(ROOT, named);
  return join(ROOT, '.snippets', `${snippet.doc.replace(/[^\w.-]/g, '_')}.L${snippet.line}.${k}.${snippet.lang}`);
}

/** The project's compiler options (tsconfig.json: strict and the rest), with `hitkit` and `hitkit/geometry` mapped to src. */
function compilerOptions(): ts.CompilerOptions {
  const configFile = join(ROOT, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT, undefined, configFile);
  return {
    ...options,
    noEmit: true,
    // a snippet may declare a helper it does not use or export (a component shown on its own)
    noUnusedLocals: false,
    noUnusedParameters: false,
    // every snippet is a module of its own, imports or not (no clash between snippets' names)
    moduleDetection: ts.ModuleDetectionKind.Force,
    paths: { hitkit: ['./src/index.ts'], 'hitkit/geometry': ['./src/geometry/index.ts'] },
  };
}

/**
 * Type-checks every snippet that is not a fragment in one program (the
 * package's source is compiled once for all of them) and returns the errors
 * in the snippets, each naming the doc, the line in it and the TypeScript
 * error. Errors in the source itself are the type check's (`tsc`), not these.
 */
export function checkSnippets(snippets: readonly Snippet[]): SnippetError[] {
  const files = new Map<string, Snippet>();
  snippets.forEach((snippet, k) => {
    if (isFragment(snippet)) return;
    const path = snippetPath(snippet, k);
    if (files.has(path)) throw new Error(`${snippet.doc}:${snippet.line}: file=${path} is given to two snippets`);
    files.set(path, snippet);
  });
  const options = compilerOptions();
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => files.has(resolve(name)) || fileExists.call(host, name);
  // the folders of named snippets (src/figures/) exist for module resolution, on disk or not
  const folders = new Set([...files.keys()].map((path) => dirname(path)));
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => folders.has(resolve(name)) || (directoryExists?.(name) ?? true);
  host.readFile = (name) => files.get(resolve(name))?.code ?? readFile.call(host, name);
  host.getSourceFile = (name, language, onError, create) => {
    const snippet = files.get(resolve(name));
    if (snippet !== undefined) return ts.createSourceFile(name, snippet.code, language, true, snippet.lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    return getSourceFile.call(host, name, language, onError, create);
  };
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  const errors: SnippetError[] = [];
  for (const [path, snippet] of files) {
    const sourceFile = program.getSourceFile(path)!;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const d of diagnostics) {
      const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : { line: 0, character: 0 };
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
      errors.push({ snippet, message: `${snippet.doc}:${snippet.line + 1 + at.line}:${at.character + 1}: TS${d.code} ${text}` });
    }
  }
  return errors;
}

/** The README's and the docs pages' snippets, read from the repository. */
export function docSnippets(docs: readonly string[]): Snippet[] {
  return docs.flatMap((doc) => extractSnippets(doc, readFileSync(join(ROOT, doc), 'utf8')));
}
