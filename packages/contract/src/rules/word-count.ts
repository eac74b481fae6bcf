// Words counted the way translation tools count them: one home for the quote's page rule (decision 015) and the
// quality score's evaluated words (decision 184), so the browser and the server count the same text alike.

// Scripts written without spaces between words: each character counts as one word, as translation tools do.
const LOGOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;
// A word is a run of letters, marks and digits, joined by apostrophes, hyphens, dots or commas inside it
// ("don't", "e-mail", "3.14", "1,000").
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\-.,][\p{L}\p{M}\p{N}]+)*/gu;

export function countWords(text: string): number {
  let count = 0;
  const rest = text.replace(LOGOGRAPHIC, () => {
    count++;
    return ' ';
  });
  for (const _ of rest.matchAll(WORD)) count++;
  return count;
}
