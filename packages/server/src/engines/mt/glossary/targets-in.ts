// Where an engine that writes glossary terms itself (decision 134) put each term's target: searched in the
// order of the source's terms; a target the answer does not hold is not counted.
import type { GlossaryMatch } from '../engine.ts';

export function targetsIn(translation: string, targets: readonly Pick<GlossaryMatch, 'target'>[]): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (const { target } of targets) {
    const at = translation.indexOf(target, from);
    if (at < 0) continue;
    found.push({ start: at, end: at + target.length });
    from = at + target.length;
  }
  return found;
}
