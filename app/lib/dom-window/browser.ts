/** The browser's own window (the editor's preview and check); at build time ./node.ts gives jsdom's. */
export const domWindow = window;
