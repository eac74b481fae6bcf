import { describe, expect, it } from 'vitest';
import { generateSync } from 'otplib';
import { base32Decode, base32Encode, generateTotpSecret, hotp, matchTotp, otpauthUri, totpCode, totpStep } from './totp.ts';

// RFC 6238 Appendix B (SHA-1 key "12345678901234567890"): 8-digit values; the 6-digit code is their last 6 digits.
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    for (const [t, expected] of RFC_VECTORS) {
      expect(hotp(RFC_KEY, Math.floor(t / 30), 8)).toBe(expected);
      expect(totpCode(base32Encode(RFC_KEY), new Date(t * 1000))).toBe(expected.slice(-6));
    }
  });

  it('agrees with otplib for fresh secrets', () => {
    for (let i = 0; i < 5; i++) {
      const secret = generateTotpSecret();
      const at = new Date(Date.UTC(2026, 0, 1) + i * 12_345_678);
      expect(totpCode(secret, at)).toBe(generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) }));
    }
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts the previous and next step, not two away, and never a step already used', () => {
    const secret = generateTotpSecret();
    const now = new Date(Date.UTC(2026, 5, 1, 12, 0, 10));
    const step = totpStep(now);
    const at = (s: number) => new Date(s * 30_000);
    expect(matchTotp(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, at(step - 1)), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at(step + 1)), now, null)).toBe(step + 1);
    const twoAway = totpCode(secret, at(step - 2));
    if (![step - 1, step, step + 1].some((s) => totpCode(secret, at(s)) === twoAway)) {
      expect(matchTotp(secret, twoAway, now, null)).toBeNull();
    }
    expect(matchTotp(secret, totpCode(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(step + 1)), now, step)).toBe(step + 1);
    expect(matchTotp(secret, '12345', now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('builds an otpauth URI with issuer and label', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'ann@example.com');
    expect(uri.startsWith('otpauth://totp/Lingua%20Portal:ann%40example.com?')).toBe(true);
    const q = new URL(uri).searchParams;
    expect(q.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(q.get('issuer')).toBe('Lingua Portal');
    expect(q.get('digits')).toBe('6');
    expect(q.get('period')).toBe('30');
    expect(q.get('algorithm')).toBe('SHA1');
  });
});
