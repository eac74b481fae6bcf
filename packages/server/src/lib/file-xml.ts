// Reading an XML file a user uploads (TBX glossaries, TMX memories): saxes fetches nothing and expands only the
// predefined entities, and a document declaring entities is refused before it is parsed, so no "billion
// laughs" and no external entity. A file that is not well-formed is one error naming its line.
import { SaxesParser } from 'saxes';

/** Declares its element handlers on the parser it is given (the parser tracks lines for them). */
export type XmlReader = (parser: SaxesParser) => void;

/** The errors of reading `xml` with `read`'s handlers: none when it is well-formed. */
export function readFileXml(xml: string, read: XmlReader): string[] {
  if (/<!ENTITY/i.test(xml)) return ['The file declares XML entities, which are not accepted'];
  const parser = new SaxesParser({ position: true });
  read(parser);
  parser.on('error', (err) => {
    throw err;
  });
  try {
    parser.write(xml.replace(/^\uFEFF/, '')).close();
    return [];
  } catch (err) {
    return [`Line ${parser.line}: the file is not well-formed XML (${(err as Error).message.replace(/^[^:]*:\d+:\d+: /, '')})`];
  }
}
