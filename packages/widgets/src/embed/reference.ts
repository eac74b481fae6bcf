// The embed reference, generated so it cannot drift: each registered element's entry module is read with the
// TypeScript checker (the `defineWidget<Props, Events>` call, the props' doc comments, the header comment) into
// packages/widgets/custom-elements.json and docs/embedding.md; a unit test fails when either differs.
import path from 'node:path';
import ts from 'typescript';
import { THEME_PARTS, THEME_PROPERTIES } from '@lingua/core/theming';
import { WIDGETS, type WidgetEntry } from '../registry.ts';
import { elementSnippet, loaderSnippet } from './snippet.ts';

const PACKAGE_ROOT = path.resolve(import.meta.dirname, '../..');
export const REPO_ROOT = path.resolve(PACKAGE_ROOT, '../..');
export const MANIFEST_FILE = path.join(PACKAGE_ROOT, 'custom-elements.json');
export const EMBEDDING_DOC = path.join(REPO_ROOT, 'docs/embedding.md');
export const GENERATED_START = '<!-- generated:elements:start (packages/widgets/src/embed/reference.ts; do not edit by hand) -->';
export const GENERATED_END = '<!-- generated:elements:end -->';

/** Attributes every element reads besides its own (decision 189); core's defineWidget handles them. */
export const COMMON_ATTRIBUTES: Readonly<Record<string, string>> = {
  lang: "The language the page's Lingua elements show (a BCP 47 tag: `de`, `fr-CA`, `ja`; English, German, French, Spanish, Japanese and Arabic are offered, others read English). Without it the host page's `<html lang>` counts, then the browser's languages; a signed-in person's own choice in account settings comes before all of them. All elements of a page show one language (the element that set `lang` last names it), and changing the attribute switches them at once. Arabic reads right to left.",
};

interface Attribute {
  name: string;
  fieldName: string;
  type: string;
  description: string;
  /** Not optional in the element's props: the snippet writes it with a placeholder. */
  required: boolean;
}

interface ElementEvent {
  name: string;
  detail: string;
}

interface ElementPart {
  name: string;
  description: string;
}

export interface ElementReference {
  tag: string;
  module: string;
  description: string;
  attributes: Attribute[];
  events: ElementEvent[];
  /** The element's own parts (the shared THEME_PARTS come on top). */
  parts: ElementPart[];
}

function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The header comment's first paragraph, without the tag name prefix. */
function headerDescription(source: ts.SourceFile): string {
  const first = ts.getLeadingCommentRanges(source.text, 0)?.[0];
  if (!first) return '';
  const lines = source.text
    .slice(first.pos, first.end)
    .replace(/^\/\*\*?|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim());
  const paragraph: string[] = [];
  for (const line of lines) {
    if (!line) {
      if (paragraph.length) break;
      continue;
    }
    if (/^(Attributes|Events|Props)\b/.test(line)) break;
    paragraph.push(line);
  }
  const text = paragraph.join(' ').replace(/^`<lingua-[a-z-]+>`:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A union of literals spelt out (`'profile' | 'languageGroups'`), anything else as the checker prints it. */
function typeText(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.isUnion() && type.types.every((t) => t.isStringLiteral() || t.isNumberLiteral())) {
    return type.types.map((t) => checker.typeToString(t)).join(' | ');
  }
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}

function findDefineWidget(node: ts.Node): ts.CallExpression | undefined {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineWidget') return node;
  return ts.forEachChild(node, findDefineWidget);
}

function readElement(checker: ts.TypeChecker, source: ts.SourceFile, entry: WidgetEntry): ElementReference {
  const call = findDefineWidget(source);
  const reference: ElementReference = { tag: entry.tag, module: path.posix.join('packages/widgets', entry.entry), description: headerDescription(source), attributes: [], events: [], parts: [] };
  if (!call) return reference;
  const [propsNode, eventsNode] = call.typeArguments ?? [];
  const options = call.arguments[2];
  const literal = options && ts.isObjectLiteralExpression(options) ? options : undefined;
  const option = (name: string) =>
    literal?.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name)?.initializer;

  const propsType = propsNode ? checker.getTypeFromTypeNode(propsNode) : undefined;
  const propsOption = option('props');
  if (propsOption && ts.isObjectLiteralExpression(propsOption)) {
    for (const p of propsOption.properties) {
      if (!ts.isPropertyAssignment(p)) continue;
      const fieldName = p.name.getText(source);
      const kind = p.initializer.getText(source).replace(/['"]/g, '');
      const symbol = propsType?.getProperty(fieldName);
      const type = symbol ? typeText(checker, checker.getNonNullableType(checker.getTypeOfSymbol(symbol))) : kind;
      const required = symbol ? (symbol.flags & ts.SymbolFlags.Optional) === 0 : false;
      const description = symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim() : '';
      reference.attributes.push({ name: kebabCase(fieldName), fieldName, type: kind === 'boolean' ? 'boolean' : type, description, required });
    }
  }
  const eventsType = eventsNode ? checker.getTypeFromTypeNode(eventsNode) : undefined;
  const eventsOption = option('events');
  if (eventsOption && ts.isArrayLiteralExpression(eventsOption)) {
    for (const e of eventsOption.elements) {
      if (!ts.isStringLiteral(e)) continue;
      const symbol = eventsType?.getProperty(e.text);
      const detail = symbol ? checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, ts.TypeFormatFlags.NoTruncation) : 'unknown';
      reference.events.push({ name: e.text, detail });
    }
  }
  const partsOption = option('parts');
  if (partsOption && ts.isObjectLiteralExpression(partsOption)) {
    for (const p of partsOption.properties) {
      if (!ts.isPropertyAssignment(p) || !ts.isStringLiteralLike(p.initializer)) throw new Error(`${entry.tag}: parts must be an object literal of string literals`);
      const name = ts.isStringLiteral(p.name) || ts.isIdentifier(p.name) ? p.name.text : p.name.getText(source);
      reference.parts.push({ name, description: p.initializer.text });
    }
  }
  return reference;
}

export function readElements(widgets: readonly WidgetEntry[] = WIDGETS): ElementReference[] {
  const configFile = ts.findConfigFile(PACKAGE_ROOT, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) throw new Error('packages/widgets/tsconfig.json not found');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error('cannot read packages/widgets/tsconfig.json');
  const files = widgets.map((w) => path.resolve(PACKAGE_ROOT, w.entry));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  return widgets.map((w, i) => {
    const source = program.getSourceFile(files[i]!);
    if (!source) throw new Error(`${w.tag}: entry ${w.entry} not found`);
    return readElement(checker, source, w);
  });
}

function className(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) + 'Element';
}

/** The custom-elements manifest (schema 2.1.0) of the registry. */
export function buildManifest(elements: readonly ElementReference[]): unknown {
  const cssProperties = Object.entries(THEME_PROPERTIES).map(([name, description]) => ({ name, description }));
  const sharedParts = Object.entries(THEME_PARTS).map(([name, description]) => ({ name, description }));
  return {
    schemaVersion: '2.1.0',
    readme: 'docs/embedding.md',
    modules: elements.map((el) => ({
      kind: 'javascript-module',
      path: el.module,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: className(el.tag),
          tagName: el.tag,
          description: el.description,
          attributes: el.attributes.map((a) => ({ name: a.name, fieldName: a.fieldName, type: { text: a.type }, description: a.description, ...(a.required ? { required: true } : {}) })),
          members: el.attributes.map((a) => ({ kind: 'field', name: a.fieldName, attribute: a.name, type: { text: a.type }, description: a.description })),
          events: el.events.map((e) => ({ name: e.name, type: { text: `CustomEvent<${e.detail}>` } })),
          cssProperties,
          cssParts: [...el.parts, ...sharedParts],
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: el.tag, declaration: { name: className(el.tag), module: el.module } }],
    })),
  };
}

export function requiredAttributes(el: ElementReference): string[] {
  return el.attributes.filter((a) => a.required).map((a) => a.name);
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The generated Markdown between the markers of docs/embedding.md. */
export function buildMarkdown(elements: readonly ElementReference[]): string {
  const out: string[] = [GENERATED_START, '', '## Elements', ''];
  out.push('| Tag | What it is | Attributes | Events | Parts |', '|---|---|---|---|---|');
  const names = (list: ReadonlyArray<{ name: string }>) => list.map((x) => `\`${x.name}\``).join(', ') || '—';
  for (const el of elements) {
    out.push(`| [\`<${el.tag}>\`](#${el.tag}) | ${cell(el.description || '—')} | ${names(el.attributes)} | ${names(el.events)} | ${names(el.parts)} |`);
  }
  for (const el of elements) {
    out.push('', `### ${el.tag}`, '', el.description || '(No description in its module header yet.)', '', '```html', loaderSnippet(), elementSnippet(el.tag, requiredAttributes(el)), '```', '');
    if (el.attributes.length) {
      out.push('| Attribute | Property | Type | Meaning |', '|---|---|---|---|');
      for (const a of el.attributes) out.push(`| \`${a.name}\` | \`${a.fieldName}\` | \`${cell(a.type)}\` | ${cell(a.description || '—')} |`);
    } else {
      out.push('Attributes: only the common configuration attributes below.');
    }
    out.push('');
    if (el.events.length) {
      out.push('| Event | `detail` |', '|---|---|');
      for (const e of el.events) out.push(`| \`${e.name}\` | \`${cell(e.detail)}\` |`);
    } else {
      out.push('Events: none.');
    }
    out.push('');
    if (el.parts.length) {
      out.push(`| Part (\`${el.tag}::part(…)\`) | Region |`, '|---|---|');
      for (const p of el.parts) out.push(`| \`${p.name}\` | ${cell(p.description)} |`);
    } else {
      out.push('Parts: only the shared parts below.');
    }
  }
  out.push('', '## Attributes every element reads', '', 'Besides its own attributes (above), every element reads:', '', '| Attribute | Meaning |', '|---|---|');
  for (const [name, description] of Object.entries(COMMON_ATTRIBUTES)) out.push(`| \`${name}\` | ${cell(description)} |`);
  out.push('', '## Theming', '', 'Custom properties, set on the element or any ancestor (they inherit into the shadow root):', '');
  out.push('| Custom property | Meaning |', '|---|---|');
  for (const [name, description] of Object.entries(THEME_PROPERTIES)) out.push(`| \`${name}\` | ${cell(description)} |`);
  out.push('', 'CSS parts every element has besides its own (listed with each element), styled with `lingua-mt-text::part(root) { … }`:', '', '| Part | Region |', '|---|---|');
  for (const [name, description] of Object.entries(THEME_PARTS)) out.push(`| \`${name}\` | ${cell(description)} |`);
  out.push('', GENERATED_END);
  return out.join('\n');
}

export function withGeneratedPart(doc: string, generated: string): string {
  const start = doc.indexOf(GENERATED_START);
  const end = doc.indexOf(GENERATED_END);
  if (start < 0 || end < start) throw new Error(`docs/embedding.md lacks the markers ${GENERATED_START} … ${GENERATED_END}`);
  return doc.slice(0, start) + generated + doc.slice(end + GENERATED_END.length);
}
