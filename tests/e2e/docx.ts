// A minimal Word document built in the spec (a stored zip of the three parts Office Open XML needs), one paragraph
// per sentence, for specs that translate a DOCX of their own sentences.
import { crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A stored zip of `parts`: enough for an Office Open XML package. */
function storedZip(parts: Array<[name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const data = Buffer.from(content, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export function docx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  return storedZip([
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ],
    ['_rels/.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`],
    ['word/document.xml', `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`],
  ]);
}

/** Translates a DOCX of `sentences` into Spanish in the documents tab, waits for Completed and opens its details. */
export async function translateDocx(page: Page, name: string, sentences: string[]): Promise<void> {
  await page.goto('/machineTranslation/fileTranslation');
  await page.getByLabel('Documents to translate').setInputFiles([{ name, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx(sentences) }]);
  await page.getByRole('combobox', { name: /target languages/i }).click();
  await page.getByRole('option', { name: 'Spanish', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Translate documents' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).first();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('link', { name, exact: true }).first().click();
}
