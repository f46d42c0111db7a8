// pdfmake 0.3 ships no types; this declares the part of its Node API that src/external/pdf.ts uses
// (node_modules/pdfmake/src/index.js, base.js, OutputDocument.js).
declare module 'pdfmake' {
  import type { Readable } from 'node:stream';

  interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  interface VirtualFileSystem {
    writeFileSync(filename: string, content: Buffer): void;
    existsSync(filename: string): boolean;
  }
  interface OutputDocument {
    /** The pdfkit document, every page already drawn; `end()` it to finish the file. */
    getStream(): Promise<Readable & { end(): void }>;
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    virtualfs: VirtualFileSystem;
    setFonts(fonts: Record<string, FontFiles>): void;
    /** Asked before every URL pdfmake would fetch (fonts, images, attachments); anything but true refuses. */
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    /** Asked before every local file pdfmake would read (fonts, images, attachments); anything but true refuses. */
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    addTableLayouts(layouts: Record<string, unknown>): void;
    createPdf(definition: object, options?: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
