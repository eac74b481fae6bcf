import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '@lingua/contract';
import { decodeClientIdParam, failureOfError, resolveCompany } from './resolve-company.ts';

const acme: ClientConfig = { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE' };
const acmeLabs: ClientConfig = { clientId: '2', companyName: 'Acme Labs', status: 'ACTIVE' };
const acmeOld: ClientConfig = { clientId: '3', companyName: 'Acme Legacy', status: 'INACTIVE' };

describe('resolveCompany (spec 2 §4)', () => {
  it('zero matches: company not found', () => {
    expect(resolveCompany([], {})).toEqual({ kind: 'failure', failure: 'companyNotFound' });
  });
  it('one match: proceeds, or invalid client id when the link names another client', () => {
    expect(resolveCompany([acme], {})).toEqual({ kind: 'company', config: acme });
    expect(resolveCompany([acme], { clientId: '1', token: 't' })).toEqual({ kind: 'company', config: acme });
    expect(resolveCompany([acme], { clientId: '2' })).toEqual({ kind: 'failure', failure: 'invalidClientId' });
  });
  it('invalid token when a known sign-up token differs', () => {
    expect(resolveCompany([{ ...acme, signUpToken: 'right' }], { clientId: '1', token: 'wrong' })).toEqual({ kind: 'failure', failure: 'invalidToken' });
    expect(resolveCompany([{ ...acme, signUpToken: 'right' }, acmeLabs], { clientId: '1', token: 'wrong' })).toEqual({ kind: 'failure', failure: 'invalidToken' });
  });
  it('several matches: the link chooses, or selection of ACTIVE configs only', () => {
    expect(resolveCompany([acme, acmeLabs], { clientId: '2' })).toEqual({ kind: 'company', config: acmeLabs });
    expect(resolveCompany([acme, acmeLabs], { clientId: '9' })).toEqual({ kind: 'failure', failure: 'invalidClientId' });
    expect(resolveCompany([acme, acmeLabs, acmeOld], {})).toEqual({ kind: 'choose', configs: [acme, acmeLabs] });
  });
  it('decodes the base64, URL-encoded client id of the link', () => {
    expect(decodeClientIdParam(encodeURIComponent(btoa('42')))).toBe('42');
    expect(decodeClientIdParam(undefined)).toBeUndefined();
    expect(decodeClientIdParam('%%%')).toBe('%%%');
  });
  it('maps the server’s error codes to the error pages', () => {
    expect(failureOfError('INVALID_SIGN_UP_TOKEN')).toBe('invalidToken');
    expect(failureOfError('INVALID_CLIENT_ID')).toBe('invalidClientId');
    expect(failureOfError('EMAIL_TAKEN')).toBeNull();
    expect(failureOfError(undefined)).toBeNull();
  });
});
