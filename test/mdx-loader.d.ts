// addon-docs ships its MDX loader without types: the part docsPages.test.ts calls.
declare module '@storybook/addon-docs/mdx-loader' {
  interface LoaderContext {
    readonly resourcePath: string;
    getOptions(): object;
    async(): (error: Error | null, code?: string) => void;
  }
  const loader: (this: LoaderContext, content: string) => void;
  export default loader;
}
