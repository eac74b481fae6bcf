// Term protection (decision 134): which words count as a term, and what the translation reads after the engine.
import { describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '../engine.ts';
import { findTerms } from './find-terms.ts';
import { protectTerms } from './protect-terms.ts';

const term = (source: string, target: string, more: Partial<GlossaryTerm> = {}): GlossaryTerm => ({ source, target, doNotTranslate: false, caseSensitive: false, ...more });
const found = (text: string, terms: GlossaryTerm[]) => findTerms(text, terms).map((m) => text.slice(m.start, m.end));

/** An engine that upper-cases everything but the placeholders, as a stand-in for a real translation. */
const shout = (text: string) => text.replace(/\b(?!Zq)(\p{L}+)/gu, (w) => w.toUpperCase());

describe('findTerms', () => {
  it('prefers the longer of two overlapping terms and the leftmost of two crossing ones', () => {
    const terms = [term('blood pressure', 'tensión'), term('blood pressure monitor', 'tensiómetro'), term('pressure cuff', 'manguito')];
    expect(found('Use the blood pressure monitor daily.', terms)).toEqual(['blood pressure monitor']);
    expect(found('The blood pressure cuff is new.', terms)).toEqual(['blood pressure']);
  });

  it('matches case as the entry says', () => {
    const terms = [term('Acme', 'Acme', { caseSensitive: true }), term('insulin pen', 'pluma de insulina')];
    expect(found('ACME and acme sell the Acme Insulin Pen.', terms)).toEqual(['Acme', 'Insulin Pen']);
  });

  it('finds a term beside punctuation but never inside a longer word', () => {
    const terms = [term('art', 'arte'), term('e-mail', 'correo')];
    expect(found('(Art), art. "art" start partial e-mail: e-mails', terms)).toEqual(['Art', 'art', 'art', 'e-mail']);
  });

  it('finds terms between markup but not in its tags or entities', () => {
    const terms = [term('g1', 'no'), term('amp', 'no'), term('Acme', 'Acme'), term('bold', 'negrita')];
    expect(found('<g1>Acme</g1> &amp; <x2/>bold <b class="bold">text</b>', terms)).toEqual(['Acme', 'bold']);
  });

  it('finds a whole term that begins inside a match that was part of a longer word', () => {
    // "a a" at 1 follows the "b" of "ba"; the whole one starts at 3, inside that first match.
    expect(findTerms('ba a a', [term('a a', 'x')]).map((m) => [m.start, m.end])).toEqual([[3, 6]]);
    // Edges are letters of any script, also beyond the first plane (a mathematical letter, two UTF-16 units).
    expect(found('𝒳ray ray é-ray ray', [term('ray', 'rayo')])).toEqual(['ray', 'ray', 'ray']);
    expect(found('rayé ray', [term('ray', 'rayo')])).toEqual(['ray']);
  });

  it('treats any run of blanks inside a term as the term', () => {
    expect(found('the blood\n pressure', [term('blood pressure', 'tensión')])).toEqual(['blood\n pressure']);
  });
});

describe('protectTerms', () => {
  it("writes each target term where the engine left the term's placeholder, and says where", () => {
    const p = protectTerms('Bring the Acme card, please.', [term('Acme card', 'tarjeta Acme')]);
    expect(p.text).toBe('Bring the Zqterma, please.');
    const out = p.restore(shout(p.text));
    expect(out.text).toBe('BRING THE tarjeta Acme, PLEASE.');
    expect(out.text.slice(out.applied[0]!.start, out.applied[0]!.end)).toBe('tarjeta Acme');
  });

  it('keeps a do-not-translate term as the source wrote it and drops an unknown-word mark', () => {
    const p = protectTerms('Call LinguaCare now.', [term('linguacare', '', { doNotTranslate: true })]);
    expect(p.restore('Llame *Zqterma ahora.').text).toBe('Llame LinguaCare ahora.');
  });

  it('restores terms in the order the translation puts them, and keeps markup as it was', () => {
    const p = protectTerms('<g1>red pen</g1> and blue pen', [term('red pen', 'bolígrafo rojo'), term('blue pen', 'bolígrafo azul')]);
    expect(p.text).toBe('<g1>Zqterma</g1> and Zqtermb');
    const out = p.restore('Zqtermb y <g1>Zqterma</g1>');
    expect(out.text).toBe('bolígrafo azul y <g1>bolígrafo rojo</g1>');
    expect(out.applied.map((a) => out.text.slice(a.start, a.end))).toEqual(['bolígrafo azul', 'bolígrafo rojo']);
  });

  it('chooses another placeholder when the text already holds the usual one, and counts only terms that came back', () => {
    const p = protectTerms('Zqterma is a code; the pen too.', [term('pen', 'bolígrafo')]);
    expect(p.text).toBe('Zqterma is a code; the Zqtermqa too.');
    expect(p.restore('Zqterma es un código; el Zqtermqa también.').text).toBe('Zqterma es un código; el bolígrafo también.');
    expect(p.restore('Zqterma es un código.').applied).toEqual([]);
  });

  it("moves the engine's unsure words past the written terms and drops one that was a placeholder", () => {
    const p = protectTerms('The Acme card and the zorb.', [term('acme card', 'tarjeta Acme')]);
    const engine = 'La Zqterma y el zorb.';
    const unsure = [engine.indexOf('Zqterma'), engine.indexOf('zorb')].map((start, i) => ({ start, end: start + (i ? 4 : 7) }));
    const out = p.restore(engine, unsure);
    expect(out.unsure.map((u) => out.text.slice(u.start, u.end))).toEqual(['zorb']);
  });

  it('leaves a text without terms alone', () => {
    const p = protectTerms('Nothing here.', [term('pen', 'bolígrafo')]);
    expect([p.text, p.found, p.restore('Nada aquí.').text]).toEqual(['Nothing here.', 0, 'Nada aquí.']);
  });
});
