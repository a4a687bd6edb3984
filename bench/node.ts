/**
 * The few Node globals the bench's TypeScript uses. The project's type check
 * does not include Node's types (the library runs anywhere), so they are
 * described here instead of pulling `@types/node` into every file.
 */
interface NodeProcess {
  readonly env: Record<string, string | undefined>;
  readonly argv: readonly string[];
  readonly version: string;
  exit(code?: number): never;
  memoryUsage(): { readonly heapUsed: number };
  readonly stdout: { write(text: string): boolean };
}

export const nodeProcess = (globalThis as unknown as { process: NodeProcess }).process;
