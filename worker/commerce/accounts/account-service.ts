/**
 * Registered accounts' sign-in data (document 1 §4, §5; decisions 150–153): who a login and a
 * password belong to, registration, password-reset tokens and password changes. Sessions are the
 * caller's (worker/middleware/session-rotation.ts). Unknown and known accounts cost the same work.
 */
import type { AccountSummary, LocaleId } from '../../../shared/account/account-api';
import { normalizeLogin } from '../../../shared/account/account-rules';
import {
  findAccountById,
  findAccountByLogin,
  insertAccountStatements,
  isUniqueViolation,
  rehashStatement,
  updatePasswordStatement,
  type AccountRow,
} from '../../data/repos/customer-accounts-repo';
import { deleteOldMailSendsStatement, reserveMailSend } from '../../data/repos/account-mail-sends-repo';
import { consumeResetTokenStatements, deleteDeadResetTokensStatement, insertResetTokenStatement } from '../../data/repos/password-reset-repo';
import { hashToken } from '../../middleware/shopper-session';
import { REGISTERED_ID_PREFIX } from '../customer/shopper';
import type { EmailPort } from '../../integrations/email/email-port';
import { registrationAttemptEmail, resetPasswordEmail } from './account-emails';
import { randomToken } from './b64url';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './password-hash';

/** A reset link works once, for 30 minutes (decision 153). */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** "Someone tried to register with your e-mail": at most 3 to one address a day (decision 259). */
export const REGISTRATION_ATTEMPT_MAILS = { limit: 3, windowMs: 24 * 3600 * 1000 } as const;

export interface AccountDeps {
  db: D1Database;
  pepper: string;
  email: EmailPort;
  now?: () => number;
}

/** Customer numbers: "A" and 9 digits (decision 151), random so they reveal no account count. */
function newCustomerNo(): string {
  const n = crypto.getRandomValues(new Uint32Array(2));
  return `A${String((n[0]! * 4294967296 + n[1]!) % 1_000_000_000).padStart(9, '0')}`;
}

export function summaryOf(row: AccountRow): AccountSummary {
  return {
    isRegistered: true,
    customerId: row.customer_id,
    customerNo: row.customer_no,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    preferredLocale: (row.preferred_locale as LocaleId | null) ?? null,
  };
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  signUp: boolean;
  preferredLocale: LocaleId | null;
}

/** How to build links in e-mails: origin, site/locale prefix and the locale of the text. */
export interface LinkScope {
  origin: string;
  prefix: string;
  locale: LocaleId;
}

export function createAccountService(deps: AccountDeps) {
  const { db, pepper } = deps;
  const now = deps.now ?? Date.now;

  /** The account of a login and password, or null; an unknown login verifies the dummy hash. */
  async function authenticate(email: string, password: string): Promise<AccountRow | null> {
    const row = await findAccountByLogin(db, normalizeLogin(email));
    const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH, pepper);
    return row && ok ? row : null;
  }

  /** A new reset token for an account: the statements to queue it and its e-mail. */
  async function resetStatements(row: AccountRow, scope: LinkScope, at: number): Promise<{ statements: D1PreparedStatement[]; link: string }> {
    const token = randomToken();
    const link = `${scope.origin}${scope.prefix}/reset-password?token=${encodeURIComponent(token)}`;
    const statement = insertResetTokenStatement(db, { tokenHash: await hashToken(token), customerId: row.customer_id, now: at, expiresAt: at + RESET_TOKEN_TTL_MS });
    return { statements: [statement], link };
  }

  return {
    authenticate,

    /**
     * Registration. A new login creates the customer and account ('created', the caller starts
     * its session in `sessionStatements`' batch); a taken one changes nothing and e-mails the
     * owner, at most 3 times a day ('taken'). Both hash the password, so both cost the same.
     */
    async register(
      input: RegisterInput,
      scope: LinkScope,
      sessionStatements: (customerId: string) => Promise<D1PreparedStatement[]>,
    ): Promise<{ outcome: 'created'; account: AccountRow } | { outcome: 'taken' }> {
      const login = normalizeLogin(input.email);
      const passwordHash = await hashPassword(input.password, pepper);
      const at = now();
      const existing = await findAccountByLogin(db, login);
      if (existing) {
        // Anyone can type the owner's address, so the owner's mailbox is protected by a cap; past it
        // nothing is sent (the same amount of work runs, so the answer's timing stays the same).
        const { limit, windowMs } = REGISTRATION_ATTEMPT_MAILS;
        const cleanup = deleteOldMailSendsStatement(db, at - windowMs);
        if (await reserveMailSend(db, 'registration-attempt', existing.login, at, limit, windowMs)) {
          const { statements, link } = await resetStatements(existing, scope, at);
          const mail = registrationAttemptEmail(existing.email, existing.first_name, link, (existing.preferred_locale as LocaleId | null) ?? scope.locale);
          await db.batch([...statements, deps.email.queueStatement(mail, at), cleanup]);
        } else {
          await hashToken(randomToken());
          await db.batch([db.prepare('SELECT 1'), db.prepare('SELECT 1'), cleanup]);
        }
        return { outcome: 'taken' };
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        const customerId = `${REGISTERED_ID_PREFIX}${randomToken(16)}`;
        const account = {
          customerId,
          customerNo: newCustomerNo(),
          login,
          email: login,
          firstName: input.firstName.trim().replace(/ +/g, ' '),
          lastName: input.lastName.trim().replace(/ +/g, ' '),
          preferredLocale: input.preferredLocale,
          passwordHash,
          signUpEmails: input.signUp,
          now: at,
        };
        try {
          await db.batch([...insertAccountStatements(db, account), ...(await sessionStatements(customerId))]);
        } catch (error) {
          // A concurrent registration of the same login took it: answer as for a taken e-mail.
          if (isUniqueViolation(error, 'login')) return { outcome: 'taken' };
          if (isUniqueViolation(error, 'customer_no')) continue;
          throw error;
        }
        return { outcome: 'created', account: (await findAccountById(db, customerId))! };
      }
      throw new Error('could not allocate a customer number');
    },

    /**
     * Password reset request: a live token and its e-mail for a known login. An unknown login runs
     * the same statements' worth of work (a token hash and an equal-sized batch) and sends nothing.
     */
    async requestReset(email: string, scope: LinkScope): Promise<void> {
      const at = now();
      const row = await findAccountByLogin(db, normalizeLogin(email));
      if (row) {
        const { statements, link } = await resetStatements(row, scope, at);
        const mail = resetPasswordEmail(row.email, row.first_name, link, (row.preferred_locale as LocaleId | null) ?? scope.locale);
        await db.batch([deleteDeadResetTokensStatement(db, at), ...statements, deps.email.queueStatement(mail, at)]);
      } else {
        await hashToken(randomToken());
        await db.batch([deleteDeadResetTokensStatement(db, at), db.prepare('SELECT 1'), db.prepare('SELECT 1')]);
      }
    },

    /** Sets a new password with a live token: its customer id, or null when the token is unknown, spent or expired. */
    async confirmReset(token: string, password: string): Promise<string | null> {
      const passwordHash = await hashPassword(password, pepper);
      const [first] = await db.batch<{ customer_id: string }>(consumeResetTokenStatements(db, await hashToken(token), passwordHash, now()));
      return first?.results[0]?.customer_id ?? null;
    },

    /** The statement that sets a new password (the caller batches it with the session changes). */
    async newPasswordStatement(customerId: string, password: string): Promise<D1PreparedStatement> {
      return updatePasswordStatement(db, customerId, await hashPassword(password, pepper), now());
    },

    async findById(customerId: string): Promise<AccountRow | null> {
      return findAccountById(db, customerId);
    },

    async verifyFor(row: AccountRow, password: string): Promise<boolean> {
      return verifyPassword(password, row.password_hash, pepper);
    },

    /** After a successful sign-in: the statement that rehashes a weaker hash at the current cost, if any. */
    async rehashStatements(row: AccountRow, password: string): Promise<D1PreparedStatement[]> {
      return needsRehash(row.password_hash) ? [rehashStatement(db, row.customer_id, row.password_hash, await hashPassword(password, pepper))] : [];
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
