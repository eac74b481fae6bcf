// The target field's DOM (decision 178): text nodes and chips (`contenteditable=false` spans holding their tag in
// `data-tag`), written from the text model and read back from what the browser made of the person's edit. The
// caret is held as a count of characters, a chip counting one, so it survives a refused edit being put back.
import { piecesOf, type Piece } from './text-model.ts';

export const CHIP_CLASS = 'lp-chip';

/** The selection where the field lives: inside an element's shadow root Chromium keeps it on the root. */
export function selectionOf(el: HTMLElement): Selection | null {
  const root = el.getRootNode() as Partial<{ getSelection(): Selection | null }>;
  return typeof root.getSelection === 'function' ? root.getSelection() : el.ownerDocument.getSelection();
}

/** A chip's visible text: the tag's number with an arrow for its end, `⟨3⟩` for a standalone one. */
export function chipText(piece: Extract<Piece, { kind: 'tag' }>): string {
  const n = piece.name.slice(1);
  return piece.role === 'open' ? `${n}›` : piece.role === 'close' ? `‹${n}` : `⟨${n}⟩`;
}

export function chipNode(doc: Document, piece: Extract<Piece, { kind: 'tag' }>, label: string): HTMLElement {
  const chip = doc.createElement('span');
  chip.className = CHIP_CLASS;
  chip.contentEditable = 'false';
  chip.dataset.tag = piece.tag;
  chip.dataset.role = piece.role;
  chip.setAttribute('role', 'img');
  chip.setAttribute('aria-label', label);
  chip.draggable = false;
  chip.textContent = chipText(piece);
  return chip;
}

/** Writes a target into the field. */
export function renderTarget(el: HTMLElement, target: string, label: (piece: Extract<Piece, { kind: 'tag' }>) => string): void {
  const doc = el.ownerDocument;
  const fragment = doc.createDocumentFragment();
  for (const piece of piecesOf(target)) fragment.append(piece.kind === 'text' ? doc.createTextNode(piece.text) : chipNode(doc, piece, label(piece)));
  el.replaceChildren(fragment);
}

/** The target the field shows now: text as typed, each chip as its tag, a browser's stray `<br>` as nothing. */
export function readTarget(el: Node): string {
  let out = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 3) out += node.nodeValue ?? '';
    else if (node instanceof HTMLElement && node.dataset.tag) out += node.dataset.tag;
    else if (node.nodeName !== 'BR') out += readTarget(node);
  }
  return out;
}

function chipsOf(el: HTMLElement): HTMLElement[] {
  return Array.from(el.querySelectorAll<HTMLElement>(`.${CHIP_CLASS}`));
}

/** Whether any of the ranges an edit would change touches a chip. */
export function rangesTouchChip(el: HTMLElement, ranges: ReadonlyArray<AbstractRange>): boolean {
  const chips = chipsOf(el);
  if (chips.length === 0) return false;
  return ranges.some((r) => {
    const range = el.ownerDocument.createRange();
    range.setStart(r.startContainer, r.startOffset);
    range.setEnd(r.endContainer, r.endOffset);
    return chips.some((chip) => range.intersectsNode(chip) && !(range.collapsed && isAtEdge(range, chip)));
  });
}

function isAtEdge(range: Range, chip: HTMLElement): boolean {
  const parent = chip.parentNode;
  const index = parent ? Array.prototype.indexOf.call(parent.childNodes, chip) : -1;
  return range.startContainer === parent && (range.startOffset === index || range.startOffset === index + 1);
}

/** The caret as characters from the start (a chip is one). */
export function caretOffset(el: HTMLElement): number | null {
  const selection = selectionOf(el);
  if (!selection || selection.rangeCount === 0 || !el.contains(selection.anchorNode)) return null;
  const range = el.ownerDocument.createRange();
  range.selectNodeContents(el);
  range.setEnd(selection.getRangeAt(0).startContainer, selection.getRangeAt(0).startOffset);
  const before = range.cloneContents();
  return (before.textContent ?? '').length - chipsText(before) + before.querySelectorAll(`.${CHIP_CLASS}`).length;
}

function chipsText(fragment: DocumentFragment): number {
  let n = 0;
  fragment.querySelectorAll(`.${CHIP_CLASS}`).forEach((chip) => (n += (chip.textContent ?? '').length));
  return n;
}

/** Puts the caret `offset` characters from the start (the end when past it). */
export function setCaret(el: HTMLElement, offset: number): void {
  const selection = selectionOf(el);
  if (!selection) return;
  let left = offset;
  const range = el.ownerDocument.createRange();
  for (const node of Array.from(el.childNodes)) {
    const length = node.nodeType === 3 ? (node.nodeValue ?? '').length : 1;
    if (left <= length && node.nodeType === 3) {
      range.setStart(node, left);
      range.collapse(true);
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    left -= length;
  }
  range.selectNodeContents(el);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Puts text and chips at the selection, replacing it; the caret after them. */
export function insertAtSelection(el: HTMLElement, target: string, label: (piece: Extract<Piece, { kind: 'tag' }>) => string): boolean {
  const selection = selectionOf(el);
  if (!selection || selection.rangeCount === 0 || !el.contains(selection.anchorNode)) return false;
  const range = selection.getRangeAt(0);
  const doc = el.ownerDocument;
  const fragment = doc.createDocumentFragment();
  const nodes = piecesOf(target).map((p) => (p.kind === 'text' ? doc.createTextNode(p.text) : chipNode(doc, p, label(p))));
  fragment.append(...nodes);
  range.deleteContents();
  range.insertNode(fragment);
  const last = nodes.at(-1);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  el.normalize();
  return true;
}
