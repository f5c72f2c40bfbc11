import { describe, expect, it } from 'vitest';
import {
  DEV_PEPPER,
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  PBKDF2_ITERATIONS,
  pepperOf,
  verifyPassword,
  WORKERS_PBKDF2_CAP,
} from '../../worker/commerce/accounts/password-hash';

/** Runs in workerd, the deployed runtime's engine (local workerd does not enforce the cap itself). */
describe('password hashing in workerd', () => {
  it('uses a cost the deployed Workers runtime accepts (PBKDF2 ≤ 100,000 iterations)', async () => {
    expect(WORKERS_PBKDF2_CAP).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    const encoded = await hashPassword('Sturdy#Pass1', DEV_PEPPER);
    expect(encoded).toMatch(new RegExp(`^pbkdf2-sha512\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{86}$`));
    expect(await verifyPassword('Sturdy#Pass1', encoded, DEV_PEPPER)).toBe(true);
  });

  it('rejects a wrong password, a wrong pepper, the dummy hash, malformed hashes and a cost above the cap', async () => {
    const encoded = await hashPassword('Sturdy#Pass1', DEV_PEPPER);
    expect(await verifyPassword('Sturdy#Pass2', encoded, DEV_PEPPER)).toBe(false);
    expect(await verifyPassword('Sturdy#Pass1', encoded, 'another-pepper-of-enough-length-xx')).toBe(false);
    expect(await verifyPassword('Sturdy#Pass1', DUMMY_HASH, DEV_PEPPER)).toBe(false);
    expect(await verifyPassword('x', 'fixture$never-verifies', DEV_PEPPER)).toBe(false);
    const [, , salt, hash] = encoded.split('$');
    expect(await verifyPassword('Sturdy#Pass1', `pbkdf2-sha512$200000$${salt}$${hash}`, DEV_PEPPER)).toBe(false);
  });

  it('salts every hash and flags weaker costs for rehashing', async () => {
    const [a, b] = [await hashPassword('same#Pass1', DEV_PEPPER), await hashPassword('same#Pass1', DEV_PEPPER)];
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
    expect(needsRehash(await hashPassword('same#Pass1', DEV_PEPPER, 1000))).toBe(true);
  });

  it('uses the development pepper locally and refuses it in production', () => {
    expect(pepperOf({})).toBe(DEV_PEPPER);
    expect(pepperOf({ PASSWORD_PEPPER: 'p'.repeat(40) })).toBe('p'.repeat(40));
    expect(() => pepperOf({ ENVIRONMENT: 'production' })).toThrow(/PASSWORD_PEPPER/);
    expect(() => pepperOf({ ENVIRONMENT: 'production', PASSWORD_PEPPER: DEV_PEPPER })).toThrow(/PASSWORD_PEPPER/);
    expect(pepperOf({ ENVIRONMENT: 'production', PASSWORD_PEPPER: 's'.repeat(40) })).toBe('s'.repeat(40));
  });
});
