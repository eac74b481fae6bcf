// File-link rules of spec 2 §5: URL pattern, no duplicate URL, no duplicate name.
import { t } from '@lingua/core';

export interface LinkRow {
  url: string;
  name: string;
}

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** A row with neither URL nor name: an "Add link" not used, left out of checks and of the request. */
export function isBlankLink(link: LinkRow): boolean {
  return !link.url.trim() && !link.name.trim();
}

/** The URL's own problem, told as soon as the field is left (duplicates are told on submit). */
export function linkUrlProblem(url: string): string | undefined {
  const value = url.trim();
  return value && !URL_PATTERN.test(value) ? t('createProject.validation.invalidUrl') : undefined;
}

/** Errors of each link row keyed `fileLinks.<i>.url|name`; blank rows have none. */
export function linkErrors(links: readonly LinkRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const urls = new Set<string>();
  const names = new Set<string>();
  links.forEach((link, i) => {
    if (isBlankLink(link)) return;
    const url = link.url.trim();
    const name = link.name.trim();
    if (!url) errors[`fileLinks.${i}.url`] = t('common.validation.required');
    else if (linkUrlProblem(url)) errors[`fileLinks.${i}.url`] = linkUrlProblem(url)!;
    else if (urls.has(url)) errors[`fileLinks.${i}.url`] = t('createProject.validation.duplicateUrl');
    urls.add(url);
    if (!name) errors[`fileLinks.${i}.name`] = t('common.validation.required');
    else if (names.has(name)) errors[`fileLinks.${i}.name`] = t('createProject.validation.duplicateLinkName');
    names.add(name);
  });
  return errors;
}
