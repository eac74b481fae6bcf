import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseModeScript } from './modes.ts';
import { deformatText, reformatText } from './stream-format.ts';

const run = (program: string, input: string): string =>
  execFileSync(program, [], { input, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });

describe('Apertium text stream format', () => {
  const samples = [
    'Hello world',
    'Hello world. [x] ^a$ b/c @d \\e <f> {g}',
    'Two spaces  and\ta tab',
    'First paragraph\n\nSecond paragraph.\n',
    'Line one\nline two',
    'Tilde ~ and~joined ~~ marks',
  ];

  it.each(samples)('escapes like apertium-destxt: %j', (text) => {
    expect(deformatText(text)).toBe(run('apertium-destxt', text));
  });

  it.each(samples)('round-trips through apertium-retxt and reformatText: %j', (text) => {
    expect(run('apertium-retxt', deformatText(text))).toBe(text);
    expect(reformatText(deformatText(text))).toBe(text);
  });

  // Deliberately stricter than apertium-destxt, which passes these through raw: NUL would end a
  // null-flush request early, and other controls confuse the tokenisers.
  it('drops control characters and keeps a form feed as a blank', () => {
    expect(deformatText('Bell\u0007 and\u0000 form\ffeed')).toBe('Bell and form[\f]feed.[]');
    expect(reformatText(deformatText('a\fb'))).toBe('a\fb');
  });

  it('unwraps word-bound blanks and drops invented sentence ends', () => {
    expect(reformatText('[[<b>]]Hola[[/]] mundo.[][\n]')).toBe('<b>Hola mundo\n');
  });
});

describe('mode script parsing', () => {
  it('splits a mode into argv lists and fills the positional parameters', () => {
    const cmds = parseModeScript("lt-proc -z 'a b.bin' | apertium-tagger -z -g $2 'x.prob' | lt-proc -z $1 'gen.bin'", false);
    expect(cmds).toEqual([
      { command: 'lt-proc', args: ['-z', 'a b.bin'] },
      { command: 'apertium-tagger', args: ['-z', '-g', 'x.prob'] },
      { command: 'lt-proc', args: ['-z', '-n', 'gen.bin'] },
    ]);
    expect(parseModeScript("lt-proc $1 'g.bin'", true)[0]!.args).toEqual(['-g', 'g.bin']);
  });
});
