/** esbuild bundles the stylesheet imported by main.tsx into the page's one CSS file. */
declare module '*.css';
