// File-link rules of spec 2 §5: URL pattern, no duplicate URL, no duplicate name.
import { t } from '@lingua/core';

/** A file link row of the form. */
export interface LinkRow {
  url: string;
  name: string;
}

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Errors of each link row keyed `fileLinks.<i>.url|name`. */
export function linkErrors(links: readonly LinkRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const urls = new Set<string>();
  const names = new Set<string>();
  links.forEach((link, i) => {
    const url = link.url.trim();
    const name = link.name.trim();
    if (!url) errors[`fileLinks.${i}.url`] = t('common.validation.required');
    else if (!URL_PATTERN.test(url)) errors[`fileLinks.${i}.url`] = t('createProject.validation.invalidUrl');
    else if (urls.has(url)) errors[`fileLinks.${i}.url`] = t('createProject.validation.duplicateUrl');
    urls.add(url);
    if (!name) errors[`fileLinks.${i}.name`] = t('common.validation.required');
    else if (names.has(name)) errors[`fileLinks.${i}.name`] = t('createProject.validation.duplicateLinkName');
    names.add(name);
  });
  return errors;
}
