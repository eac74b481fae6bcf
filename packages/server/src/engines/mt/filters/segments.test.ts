// How paragraphs become segments and come back: tags reordered and nested by the translation, the base
// formatting, the plain retry, HTML's implied end tags and ODF's spaces.
import { describe, expect, it } from 'vitest';
import { ODF_RULES } from './odf.ts';
import { OOXML_RULES } from './ooxml.ts';
import { translateHtml } from './text-documents.ts';
import { applyTranslations, collectSegments, type PartRules } from './xml-part.ts';
import { parseXml, serialize } from './xml-tree.ts';

async function html(source: string, answer: (segment: string) => string): Promise<{ out: string; sent: string[] }> {
  const sent: string[] = [];
  const { bytes } = await translateHtml(Buffer.from(source), async (segments) => {
    sent.push(...segments);
    return segments.map(answer);
  }, undefined);
  return { out: bytes.toString('utf8'), sent };
}

function xml(source: string, rules: PartRules, translations: Array<{ translation: string; plain: boolean }>): { out: string; sent: string[] } {
  const root = parseXml(source, 'part.xml');
  const slots = collectSegments(root, rules);
  const sent = slots.map((s) => s.segment.source);
  applyTranslations(slots, translations);
  return { out: serialize(root), sent };
}

describe('segments and their translations', () => {
  it('follows the translation when it reorders and nests tags differently in its words', async () => {
    const answers: Record<string, string> = {
      'Press <g1>OK</g1> to <g2>save</g2>.': 'Para <g2>guardar</g2>, pulse <g1>Aceptar</g1>.',
      'See <g1>our <g2>help</g2> pages</g1>.': 'Vea <g1>las páginas de <g2>ayuda</g2></g1>.',
    };
    const { out, sent } = await html('<p>Press <b>OK</b> to <i>save</i>.</p><p>See <a href="x">our <i>help</i> pages</a>.</p>', (s) => answers[s]!);
    expect(sent).toEqual(Object.keys(answers));
    expect(out).toBe('<p>Para <i>guardar</i>, pulse <b>Aceptar</b>.</p><p>Vea <a href="x">las páginas de <i>ayuda</i></a>.</p>');
  });

  it('reads HTML whose end tags are left out and writes back what it did not translate byte for byte', async () => {
    const source = '<ul><li>One<li>Two <b>bold</ul><p>Para<P>Next &copy; &unknown; 3 &lt; 4<table><tr><td>Cell<td>12</table>';
    const same = await html(source, (s) => s);
    expect(same.sent).toEqual(['One', 'Two <g1>bold</g1>', 'Para', 'Next © &unknown; 3 < 4', 'Cell']);
    expect(same.out).toBe(source.replace('&copy;', '©').replace('<b>bold</ul>', '<b>bold</b></ul>'));
  });

  it('leaves the formatting of most of the text as the base, so a bold first word does not make the paragraph bold', () => {
    const W = 'xmlns:w="w"';
    const p = `<w:document ${W}><w:p><w:pPr><w:jc w:val="left"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>Warning:</w:t></w:r><w:r><w:t xml:space="preserve"> keep the tablets away from children.</w:t></w:r></w:p></w:document>`;
    const tagged = xml(p, OOXML_RULES, [{ translation: '<g1>Aviso:</g1> mantenga las pastillas fuera del alcance de los niños.', plain: false }]);
    expect(tagged.sent).toEqual(['<g1>Warning:</g1> keep the tablets away from children.']);
    expect(tagged.out).toContain('<w:pPr><w:jc w:val="left"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Aviso:</w:t></w:r><w:r><w:t xml:space="preserve"> mantenga');
    const plain = xml(p, OOXML_RULES, [{ translation: 'Aviso: mantenga las pastillas fuera del alcance de los niños.', plain: true }]);
    expect(plain.out).toContain('<w:pPr><w:jc w:val="left"/></w:pPr><w:r><w:t xml:space="preserve">Aviso: mantenga las pastillas fuera del alcance de los niños.</w:t></w:r></w:p>');
  });

  it("reads Word's own paragraphs: revision ids, proofing marks and bookmarks do not become tags", () => {
    const run = (rsid: string, text: string) => `<w:r w:rsidR="${rsid}"><w:rPr><w:lang w:val="en-GB"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r>`;
    const p =
      '<w:document xmlns:w="w"><w:p w:rsidR="00A1"><w:pPr><w:spacing w:after="0"/></w:pPr><w:bookmarkStart w:id="0" w:name="_GoBack"/>' +
      `${run('001', 'Take the ')}<w:proofErr w:type="spellStart"/>${run('002', 'tabletts')}<w:proofErr w:type="spellEnd"/>${run('003', ' daily.')}` +
      '<w:bookmarkEnd w:id="0"/></w:p></w:document>';
    const { out, sent } = xml(p, OOXML_RULES, [{ translation: 'Tome las pastillas a diario.', plain: false }]);
    expect(sent).toEqual(['Take the tabletts daily.']);
    expect(out).toBe(
      '<w:document xmlns:w="w"><w:p w:rsidR="00A1"><w:pPr><w:spacing w:after="0"/></w:pPr><w:bookmarkStart w:id="0" w:name="_GoBack"/>' +
        `${run('001', 'Tome las pastillas a diario.')}<w:bookmarkEnd w:id="0"/></w:p></w:document>`,
    );
  });

  it('translates a text box inside a paragraph as its own segment, and keeps the box where the translation puts it', () => {
    const box = '<w:r><w:drawing><wps:txbx xmlns:wps="s"><w:txbxContent><w:p><w:r><w:t>Keep cool.</w:t></w:r></w:p></w:txbxContent></wps:txbx></w:drawing></w:r>';
    const p = `<w:document xmlns:w="w"><w:p><w:r><w:t xml:space="preserve">See the box </w:t></w:r>${box}<w:r><w:t xml:space="preserve"> below.</w:t></w:r></w:p></w:document>`;
    const { out, sent } = xml(p, OOXML_RULES, [
      { translation: 'Vea abajo el recuadro <x1/>.', plain: false },
      { translation: 'Mantener en frío.', plain: false },
    ]);
    expect(sent).toEqual(['See the box <x1/> below.', 'Keep cool.']);
    expect(out).toBe(
      '<w:document xmlns:w="w"><w:p><w:r><w:t xml:space="preserve">Vea abajo el recuadro </w:t></w:r>' +
        box.replace('<w:t>Keep cool.</w:t>', '<w:t xml:space="preserve">Mantener en frío.</w:t>') +
        '<w:r><w:t xml:space="preserve">.</w:t></w:r></w:p></w:document>',
    );
  });

  it('writes ODF spaces, tabs and line breaks as ODF elements, and escapes markup characters', () => {
    const doc = '<office:text xmlns:office="o" xmlns:text="t"><text:p><text:s/>Indented  text</text:p></office:text>';
    const { out, sent } = xml(doc, ODF_RULES, [{ translation: 'Texto   con\ttab & <salto>\nfin ', plain: false }]);
    expect(sent).toEqual(['Indented  text']);
    expect(out).toBe('<office:text xmlns:office="o" xmlns:text="t"><text:p><text:s/>Texto <text:s text:c="2"/>con<text:tab/>tab &amp; &lt;salto&gt;<text:line-break/>fin</text:p></office:text>');
  });
});
