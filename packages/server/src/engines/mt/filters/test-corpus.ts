// Test and bench support only: a generated corpus of documents as clients send them — headings, sentences
// with bold, italic and linked words inside them, lists, tables, headers and footers, footnotes, slide
// notes, rich and repeated workbook strings, escaped characters and non-Latin scripts — written part by
// part so every structure is known, and a normaliser that compares two packages' XML parts.
import { esc, unzip, zipOf } from '../apertium/test-documents.ts';

export type CorpusFormat = 'docx' | 'pptx' | 'xlsx' | 'odt' | 'ods' | 'odp' | 'html' | 'txt';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Sentences of the corpus: Latin with markup characters, Greek, Arabic, Japanese. */
export const SENTENCES = [
  'Take two tablets every morning with a glass of water.',
  'Fish & chips cost <5 euros> at "Joe\'s" kiosk.',
  'Η συνάντηση μεταφέρθηκε στον τρίτο όροφο.',
  'يرجى إحضار بطاقة التأمين الخاصة بك.',
  '予約は明日の午前十時に確定しました。',
  'Please call the pharmacy before noon if the parcel is late.',
];

/** Document `n` of the corpus: the sentences rotated by n, so documents differ. */
export const sentencesOf = (n: number): string[] => SENTENCES.map((_, i) => SENTENCES[(i + n) % SENTENCES.length]!);

const repeat = (times: number, body: (i: number) => string): string => Array.from({ length: times }, (_, i) => body(i)).join('');

const W_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (items: Array<[string, string, string, string?]>): string =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  items.map(([id, type, target, mode]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${esc(target)}"${mode ? ` TargetMode="${mode}"` : ''}/>`).join('') +
  '</Relationships>';
const types = (defaults: string, overrides: Array<[string, string]>): string =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  defaults +
  overrides.map(([p, t]) => `<Override PartName="${p}" ContentType="application/vnd.openxmlformats-officedocument.${t}"/>`).join('') +
  '</Types>';

const wr = (text: string, props = ''): string => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const wp = (runs: string, props = ''): string => `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${runs}</w:p>`;

/** Splits a sentence in three around its middle word: the middle is the formatted part. */
function thirds(sentence: string): [string, string, string] {
  const words = sentence.split(' ');
  if (words.length < 3) {
    // A script written without spaces: thirds by characters.
    const k = Math.floor(sentence.length / 3);
    return [sentence.slice(0, k), sentence.slice(k, 2 * k), sentence.slice(2 * k)];
  }
  const mid = Math.floor(words.length / 2);
  return [`${words.slice(0, mid).join(' ')} `, words[mid]!, ` ${words.slice(mid + 1).join(' ')}`];
}

function docxBody(s: string[]): string {
  const [a, b, c] = thirds(s[0]!);
  const [d, e, f] = thirds(s[5]!);
  return (
    wp(wr('Patient guide'), '<w:pStyle w:val="Heading1"/>') +
    wp(wr(a) + wr(b, '<w:b/>') + wr(c) + '<w:r><w:footnoteReference w:id="1"/></w:r>') +
    wp(wr(d) + `<w:hyperlink r:id="rId9">${wr(e, '<w:rStyle w:val="Hyperlink"/>')}</w:hyperlink>` + wr(f, '') + wr(' Next', '<w:i/>')) +
    wp(wr(s[1]!), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>') +
    wp(wr(s[2]!) + '<w:r><w:tab/></w:r>' + wr('2024'), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>') +
    '<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid><w:gridCol w:w="4000"/><w:gridCol w:w="4000"/></w:tblGrid>' +
    `<w:tr><w:tc><w:tcPr><w:tcW w:w="4000" w:type="dxa"/></w:tcPr>${wp(wr(s[3]!))}</w:tc><w:tc><w:tcPr><w:tcW w:w="4000" w:type="dxa"/></w:tcPr>${wp(wr('12.50'))}</w:tc></w:tr>` +
    `<w:tr><w:tc><w:tcPr><w:tcW w:w="4000" w:type="dxa"/></w:tcPr>${wp(wr(s[4]!, '<w:i/>'))}</w:tc><w:tc><w:tcPr><w:tcW w:w="4000" w:type="dxa"/></w:tcPr>${wp(wr('   '))}</w:tc></w:tr></w:tbl>` +
    wp('')
  );
}

export function docxOf(n: number, sections = 1): Promise<Buffer> {
  const s = sentencesOf(n);
  const sect = '<w:sectPr><w:headerReference w:type="default" r:id="rId3"/><w:footerReference w:type="default" r:id="rId4"/><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>';
  return zipOf([
    ['[Content_Types].xml', types('', [
      ['/word/document.xml', 'wordprocessingml.document.main+xml'], ['/word/styles.xml', 'wordprocessingml.styles+xml'],
      ['/word/numbering.xml', 'wordprocessingml.numbering+xml'], ['/word/header1.xml', 'wordprocessingml.header+xml'],
      ['/word/footer1.xml', 'wordprocessingml.footer+xml'], ['/word/footnotes.xml', 'wordprocessingml.footnotes+xml'],
    ])],
    ['_rels/.rels', rels([['rId1', 'officeDocument', 'word/document.xml']])],
    ['word/_rels/document.xml.rels', rels([
      ['rId1', 'styles', 'styles.xml'], ['rId2', 'numbering', 'numbering.xml'], ['rId3', 'header', 'header1.xml'],
      ['rId4', 'footer', 'footer1.xml'], ['rId5', 'footnotes', 'footnotes.xml'], ['rId9', 'hyperlink', 'https://example.com/?a=1&b=2', 'External'],
    ])],
    ['word/document.xml', `${XML}<w:document ${W_NS}><w:body>${repeat(sections, (i) => docxBody(sentencesOf(n + i)))}${sect}</w:body></w:document>`],
    ['word/styles.xml', `${XML}<w:styles ${W_NS}><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style><w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style></w:styles>`],
    ['word/numbering.xml', `${XML}<w:numbering ${W_NS}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`],
    ['word/header1.xml', `${XML}<w:hdr ${W_NS}>${wp(wr('Clinic handbook — ') + wr('draft', '<w:b/>'))}</w:hdr>`],
    ['word/footer1.xml', `${XML}<w:ftr ${W_NS}>${wp(wr('Page ') + '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>' + wr('1') + '<w:r><w:fldChar w:fldCharType="end"/></w:r>' + wr(' of the guide'))}</w:ftr>`],
    ['word/footnotes.xml', `${XML}<w:footnotes ${W_NS}><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote><w:footnote w:id="1">${wp('<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteRef/></w:r>' + wr(` ${s[5]}`))}</w:footnote></w:footnotes>`],
  ]);
}

const A_NS = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const ar = (text: string, props = ''): string => `<a:r><a:rPr lang="en-US"${props}/><a:t>${esc(text)}</a:t></a:r>`;
const shape = (id: number, y: number, paragraphs: string, kind = ''): string =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Shape ${id}"/><p:cNvSpPr${kind ? '' : ' txBox="1"'}/><p:nvPr>${kind}</p:nvPr></p:nvSpPr>` +
  `<p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="8229600" cy="914400"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;

function slideTree(s: string[], ids: number): string {
  const [a, b, c] = thirds(s[0]!);
  const [d, e, f] = thirds(s[5]!);
  const table =
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${ids + 5}" name="Table"/>` +
    '<p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="457200" y="4572000"/><a:ext cx="8229600" cy="741680"/></p:xfrm>' +
    '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblGrid><a:gridCol w="4114800"/><a:gridCol w="4114800"/></a:tblGrid>' +
    `<a:tr h="370840"><a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p>${ar(s[3]!)}</a:p></a:txBody><a:tcPr/></a:tc><a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p>${ar('42')}</a:p></a:txBody><a:tcPr/></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
  return (
    shape(ids + 2, 457200, `<a:p>${ar('Patient guide')}</a:p>`) +
    shape(ids + 3, 1371600, `<a:p><a:pPr marL="285750" indent="-285750"><a:buChar char="•"/></a:pPr>${ar(a)}${ar(b, ' b="1"')}${ar(c)}<a:endParaRPr lang="en-US"/></a:p>` +
      `<a:p><a:pPr marL="285750" indent="-285750"><a:buChar char="•"/></a:pPr>${ar(d)}<a:r><a:rPr lang="en-US"><a:hlinkClick r:id="rId2"/></a:rPr><a:t>${esc(e)}</a:t></a:r>${ar(f)}</a:p>` +
      `<a:p>${ar(s[1]!, ' i="1"')}<a:br><a:rPr lang="en-US"/></a:br>${ar(s[2]!)}</a:p>`) +
    shape(ids + 4, 3200400, `<a:p>${ar(s[4]!)}</a:p>`) +
    table
  );
}

export function pptxOf(n: number, sections = 1): Promise<Buffer> {
  const s = sentencesOf(n);
  const notes = `${XML}<p:notes ${A_NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape(2, 0, `<a:p>${ar('Speaker note: ')}${ar(s[2]!, ' b="1"')}</a:p>`, '<p:ph type="body" idx="1"/>')}</p:spTree></p:cSld></p:notes>`;
  return zipOf([
    ['[Content_Types].xml', types('', [
      ['/ppt/presentation.xml', 'presentationml.presentation.main+xml'], ['/ppt/slides/slide1.xml', 'presentationml.slide+xml'],
      ['/ppt/notesSlides/notesSlide1.xml', 'presentationml.notesSlide+xml'],
    ])],
    ['_rels/.rels', rels([['rId1', 'officeDocument', 'ppt/presentation.xml']])],
    ['ppt/presentation.xml', `${XML}<p:presentation ${A_NS}><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`],
    ['ppt/_rels/presentation.xml.rels', rels([['rId2', 'slide', 'slides/slide1.xml']])],
    ['ppt/slides/slide1.xml', `${XML}<p:sld ${A_NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${repeat(sections, (i) => slideTree(sentencesOf(n + i), i * 10))}</p:spTree></p:cSld></p:sld>`],
    ['ppt/slides/_rels/slide1.xml.rels', rels([['rId2', 'hyperlink', 'https://example.com/help', 'External'], ['rId3', 'notesSlide', '../notesSlides/notesSlide1.xml']])],
    ['ppt/notesSlides/notesSlide1.xml', notes],
    ['ppt/notesSlides/_rels/notesSlide1.xml.rels', rels([['rId1', 'slide', '../slides/slide1.xml']])],
  ]);
}

function sharedStrings(s: string[]): string[] {
  const [a, b, c] = thirds(s[0]!);
  return [
    `<si><t>Item</t></si>`,
    `<si><r><t xml:space="preserve">${esc(a)}</t></r><r><rPr><b/><sz val="11"/></rPr><t>${esc(b)}</t></r><r><t xml:space="preserve">${esc(c)}</t></r></si>`,
    ...s.slice(1).map((t) => `<si><t>${esc(t)}</t></si>`),
  ];
}

export function xlsxOf(n: number, sections = 1): Promise<Buffer> {
  const s = sentencesOf(n);
  const S = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const strings = Array.from({ length: sections }, (_, i) => sharedStrings(sentencesOf(n + i))).flat();
  // Each string is used twice (rows and a repeat column): the filter sends it once.
  const rows = strings.map((_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c><c r="B${i + 1}"><v>${i * 10 + 0.5}</v></c><c r="C${i + 1}" t="s"><v>${i}</v></c></row>`).join('');
  const inline = `<row r="${strings.length + 1}"><c r="A${strings.length + 1}" t="inlineStr"><is><t>${esc(s[5]!)}</t></is></c></row>`;
  return zipOf([
    ['[Content_Types].xml', types('', [
      ['/xl/workbook.xml', 'spreadsheetml.sheet.main+xml'], ['/xl/worksheets/sheet1.xml', 'spreadsheetml.worksheet+xml'],
      ['/xl/sharedStrings.xml', 'spreadsheetml.sharedStrings+xml'],
    ])],
    ['_rels/.rels', rels([['rId1', 'officeDocument', 'xl/workbook.xml']])],
    ['xl/workbook.xml', `${XML}<workbook ${S} xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', rels([['rId1', 'worksheet', 'worksheets/sheet1.xml'], ['rId2', 'sharedStrings', 'sharedStrings.xml']])],
    ['xl/worksheets/sheet1.xml', `${XML}<worksheet ${S}><sheetData>${rows}${inline}</sheetData></worksheet>`],
    ['xl/sharedStrings.xml', `${XML}<sst ${S} count="${strings.length * 2}" uniqueCount="${strings.length}">${strings.join('')}</sst>`],
  ]);
}

const ODF_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" ' +
  'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" office:version="1.3"';
const span = (text: string, style: string): string => `<text:span text:style-name="${style}">${esc(text)}</text:span>`;
const tp = (content: string, style = 'Standard'): string => `<text:p text:style-name="${style}">${content}</text:p>`;
const odfStyles = '<office:automatic-styles><style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style><style:style style:name="T2" style:family="text"><style:text-properties fo:font-style="italic"/></style:style></office:automatic-styles>';

function odfPackage(kind: 'text' | 'spreadsheet' | 'presentation', body: string, masterStyles = ''): Promise<Buffer> {
  const mime = `application/vnd.oasis.opendocument.${kind}`;
  return zipOf([
    ['mimetype', mime, true],
    ['META-INF/manifest.xml', `${XML}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mime}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/></manifest:manifest>`],
    ['content.xml', `${XML}<office:document-content ${ODF_NS}>${odfStyles}<office:body><office:${kind}>${body}</office:${kind}></office:body></office:document-content>`],
    ['styles.xml', `${XML}<office:document-styles ${ODF_NS}><office:styles/>${masterStyles}</office:document-styles>`],
  ]);
}

function odtBody(s: string[]): string {
  const [a, b, c] = thirds(s[0]!);
  const [d, e, f] = thirds(s[5]!);
  const note = `<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body>${tp(esc(s[2]!), 'Footnote')}</text:note-body></text:note>`;
  return (
    `<text:h text:outline-level="1">Patient guide</text:h>` +
    tp(`${esc(a)}${span(b, 'T1')}${esc(c)}${note}`) +
    tp(`${esc(d)}<text:a xlink:type="simple" xlink:href="https://example.com/?a=1&amp;b=2">${esc(e)}</text:a>${esc(f)} <text:s/>${span('next', 'T2')}`) +
    `<text:list><text:list-item>${tp(esc(s[1]!))}</text:list-item><text:list-item>${tp(`${esc(s[3]!)}<text:tab/>2024`)}</text:list-item></text:list>` +
    `<table:table table:name="T"><table:table-column table:number-columns-repeated="2"/><table:table-row><table:table-cell office:value-type="string">${tp(esc(s[4]!))}</table:table-cell><table:table-cell office:value-type="float" office:value="12.5">${tp('12.5')}</table:table-cell></table:table-row></table:table>`
  );
}

export function odtOf(n: number, sections = 1): Promise<Buffer> {
  const master = `<office:master-styles><style:master-page style:name="Standard"><style:header>${tp(`Clinic handbook — ${span('draft', 'T1')}`)}</style:header><style:footer>${tp('Page <text:page-number text:select-page="current">1</text:page-number><text:s/>of the guide')}</style:footer></style:master-page></office:master-styles>`;
  return odfPackage('text', repeat(sections, (i) => odtBody(sentencesOf(n + i))), master);
}

export function odsOf(n: number, sections = 1): Promise<Buffer> {
  const s = Array.from({ length: sections }, (_, i) => sentencesOf(n + i)).flat();
  const rows = s.map((t, i) => `<table:table-row><table:table-cell office:value-type="string">${tp(esc(t))}</table:table-cell><table:table-cell office:value-type="float" office:value="${i}">${tp(String(i))}</table:table-cell></table:table-row>`).join('');
  return odfPackage('spreadsheet', `<table:table table:name="Sheet1"><table:table-column table:number-columns-repeated="2"/>${rows}</table:table>`);
}

function odpPage(s: string[], i: number): string {
  const [a, b, c] = thirds(s[0]!);
  const box = (y: string, content: string): string => `<draw:frame svg:x="1cm" svg:y="${y}" svg:width="20cm" svg:height="3cm"><draw:text-box>${content}</draw:text-box></draw:frame>`;
  return (
    `<draw:page draw:name="page${i + 1}">${box('1cm', tp(`${esc(a)}${span(b, 'T1')}${esc(c)}`))}${box('5cm', tp(esc(s[1]!)) + tp(esc(s[3]!)))}` +
    `<presentation:notes>${box('1cm', tp(`Speaker note: ${esc(s[2]!)}`))}</presentation:notes></draw:page>`
  );
}

export function odpOf(n: number, sections = 1): Promise<Buffer> {
  return odfPackage('presentation', repeat(sections, (i) => odpPage(sentencesOf(n + i), i)));
}

function htmlBody(n: number): string {
  const s = sentencesOf(n).map(esc);
  const [a, b, c] = thirds(sentencesOf(n)[0]!).map(esc);
  return (
    `<h1>Patient guide</h1>\n<p>${a}<b>${b}</b>${c}<sup><a href="#fn1">1</a></sup></p>\n` +
      `<p>${s[5]}<br>See <a href="https://example.com/?a=1&amp;b=2" title="Help pages">our <i>help</i> pages</a>&nbsp;today.</p>\n` +
      `<ul>\n  <li>${s[1]}</li>\n  <li>${s[2]}\n  <ul><li>${s[3]}</li></ul></li>\n</ul>\n` +
      `<table>\n<tr><th>Item</th><th>Price</th></tr>\n<tr><td>${s[4]}</td><td>12.50</td></tr>\n</table>\n` +
      `<p><img src="a.png" alt="A pharmacy counter"> <code>npm start</code> runs the app.</p>\n` +
      `<footer><p id="fn1">1. Footnote: ask your doctor.</p></footer>\n`
  );
}

export function htmlOf(n: number, sections = 1): Buffer {
  return Buffer.from(
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Patient guide</title><style>p { color: #333 }</style><script>var x = "<b>not text</b>";</script></head>\n<body>\n` +
      repeat(sections, (i) => htmlBody(n + i)) +
      '</body></html>\n',
  );
}

export function txtOf(n: number, sections = 1): Buffer {
  const block = (s: string[]): string => `${s[0]}\n${s[1]}\n\n  ${s[2]}\n\n\n${s[3]} ${s[4]}\n2024\n\n${s[5]}\n`;
  return Buffer.from(repeat(sections, (i) => block(sentencesOf(n + i))));
}

/** Document `n` of a format, its body repeated `sections` times (with the sentences rotated each time). */
export async function corpusDocument(format: CorpusFormat, n: number, sections = 1): Promise<Buffer> {
  const builders: Record<CorpusFormat, (n: number, sections: number) => Promise<Buffer> | Buffer> = {
    docx: docxOf, pptx: pptxOf, xlsx: xlsxOf, odt: odtOf, ods: odsOf, odp: odpOf, html: htmlOf, txt: txtOf,
  };
  return builders[format](n, sections);
}

/**
 * Each part of a document as compared: XML with `xml:space` attributes removed (the filter writes one on
 * every text element), quotes in text unescaped (LibreOffice escapes them, the filter need not) and adjacent
 * Word runs and ODF spans of the same formatting merged; other parts as they are.
 */
export async function normalisedParts(format: CorpusFormat, data: Buffer): Promise<Map<string, string>> {
  if (format === 'html' || format === 'txt') return new Map([['document', data.toString('utf8')]]);
  const parts = new Map<string, string>();
  for (const part of await unzip(data)) {
    parts.set(part.name, part.name.endsWith('.xml') ? normaliseXml(part.text) : part.text);
  }
  return parts;
}

const SAME_RUNS = /(<w:r>(?:<w:rPr>(?:(?!<\/w:rPr>)[\s\S])*<\/w:rPr>)?)<w:t>([^<]*)<\/w:t><\/w:r>\1<w:t>/g;
const SAME_SPANS = /(<text:span text:style-name="[^"]*">)([^<]*)<\/text:span>\1/g;

export function normaliseXml(xml: string): string {
  let out = xml
    .replace(/ xml:space="preserve"/g, '')
    .replace(/>[^<]+</g, (text) => text.replace(/&quot;/g, '"').replace(/&apos;/g, "'"));
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(SAME_RUNS, '$1<w:t>$2').replace(SAME_SPANS, '$1$2');
  }
  return out;
}
