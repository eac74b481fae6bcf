// Subtitles as a Word table (DOCX) and an Excel sheet (XLSX): number, start, end, text — the layout reviewers
// and translators edit in. Minimal Office Open XML packages, zipped with yazl.
import yazl from 'yazl';
import type { TimedSegment } from '../engine.ts';
import { clock, escapeXml } from './time.ts';
import type { SubtitleMeta } from './subtitle-meta.ts';

function zip(entries: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const z = new yazl.ZipFile();
    for (const [name, content] of Object.entries(entries)) z.addBuffer(Buffer.from(content, 'utf8'), name);
    const chunks: Buffer[] = [];
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    z.outputStream.on('error', reject);
    z.end();
  });
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const HEADERS = ['#', 'Start', 'End', 'Text'];

function rows(segments: readonly TimedSegment[]): string[][] {
  return segments.map((s, i) => [String(i + 1), clock(s.start), clock(s.end), s.text]);
}

export function docx(segments: readonly TimedSegment[], meta: SubtitleMeta): Promise<Buffer> {
  const cell = (text: string, bold = false) =>
    `<w:tc><w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p></w:tc>`;
  const row = (cells: string[], bold = false) => `<w:tr>${cells.map((c) => cell(c, bold)).join('')}</w:tr>`;
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`;
  const document = `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>
<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t xml:space="preserve">${escapeXml(meta.title)} (${escapeXml(meta.languageName)})</w:t></w:r></w:p>
<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders></w:tblPr>
${row(HEADERS, true)}
${rows(segments).map((r) => row(r)).join('\n')}
</w:tbl><w:p/></w:body></w:document>`;
  return zip({
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/document.xml': document,
  });
}

export function xlsx(segments: readonly TimedSegment[]): Promise<Buffer> {
  const col = (i: number) => String.fromCharCode(65 + i);
  const sheetRows = [HEADERS, ...rows(segments)]
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((c, i) =>
            r > 0 && i === 0
              ? `<c r="${col(i)}${r + 1}"><v>${c}</v></c>`
              : `<c r="${col(i)}${r + 1}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(c)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return zip({
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Subtitles" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  });
}
