import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import pdfmake from 'pdfmake';
import type { PdfDocument } from '../domain/document-studio/pdf-document.ts';

// pdfmake 0.3 behind one function. Its fonts are Roboto from its own package (it has the pound sign),
// loaded once into pdfmake's in-memory file system; after that it may read nothing else: the URL and
// local file access policies refuse everything, so no content can make it fetch a URL or open a file
// (an image or attachment that names one fails the render instead).

const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};

const require = createRequire(import.meta.url);
for (const file of Object.values(FONT_FILES)) {
  pdfmake.virtualfs.writeFileSync(file, readFileSync(require.resolve(`pdfmake/fonts/Roboto/${file}`)));
}
pdfmake.setFonts({ Roboto: FONT_FILES });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** Renders a document definition; the stream gives the PDF file's bytes. */
export async function renderPdf(definition: PdfDocument): Promise<Readable> {
  const document = await pdfmake.createPdf(definition).getStream();
  document.end();
  return document;
}
