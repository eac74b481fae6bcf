// Rules of the automatic quote summary (spec 2 §4 and §9): expiry, whether it can still be decided, the
// per-language split of pages and cost, and the USD / MM/DD/YYYY formats.
import { CURRENCY, CURRENCY_DECIMALS, pagesPerLanguage } from '@lingua/contract';
import type { AutoQuoteJobRequest, LanguageRef } from '@lingua/contract';
import { formatDate as formatShownDate, formatNumber, getLanguage, nameOfLanguage } from '@lingua/core';

/** Spec 2 §4: expired when the job status is QUOTE_EXPIRED or the acceptance deadline has passed. */
export function isQuoteExpired(quote: AutoQuoteJobRequest, now: number): boolean {
  if (quote.status === 'QUOTE_EXPIRED') return true;
  const deadline = quote.autoQuote.acceptanceDeadline;
  return deadline ? Date.parse(deadline) < now : false;
}

/** Spec 2 §2 and §4: Accept and Reject exist only in QUOTE_READY_FOR_CLIENT_REVIEW without a decision. */
export function isQuoteActionable(quote: AutoQuoteJobRequest): boolean {
  return quote.status === 'QUOTE_READY_FOR_CLIENT_REVIEW' && !quote.autoQuote.acceptanceStatus;
}

/** One row of the per-language accordion. */
export interface LanguageLine {
  language: LanguageRef;
  pages: number;
  cost: number;
}

/** Spec 2 §2 and §9: targets sorted by name (in the shown language); pages = totalPages / targets; cost = pricePerPage × pages. */
export function languageLines(quote: AutoQuoteJobRequest): LanguageLine[] {
  const targets = [...quote.targetLanguages].sort((a, b) => nameOfLanguage(a).localeCompare(nameOfLanguage(b)));
  if (targets.length === 0) return [];
  const pages = pagesPerLanguage(quote.autoQuote.totalPages, targets.length);
  return targets.map((language) => ({ language, pages, cost: quote.autoQuote.pricePerPage * pages }));
}

/** Spec 2 §9: USD with 2 decimals, written as the shown language writes money (decision 192). */
export const formatCurrency = (amount: number): string =>
  formatNumber(amount, { style: 'currency', currency: CURRENCY, minimumFractionDigits: CURRENCY_DECIMALS, maximumFractionDigits: CURRENCY_DECIMALS });

/** Pages may split unevenly between languages; show at most 2 decimals. */
export const formatPages = (pages: number): string => formatNumber(pages, { maximumFractionDigits: 2 });

/** Spec 2 §9: dates MM/DD/YYYY in English; another language writes its own order (decision 192). */
export function formatDate(iso: string): string {
  if (getLanguage() !== 'en') return formatShownDate(iso);
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
