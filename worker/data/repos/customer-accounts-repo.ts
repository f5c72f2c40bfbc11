/** SQL for registered customers' sign-in data: accounts by login, creation, password changes. */

export interface AccountRow {
  customer_id: string;
  customer_no: string;
  login: string;
  email: string;
  first_name: string;
  last_name: string;
  preferred_locale: string | null;
  password_hash: string;
}

const COLUMNS = 'customer_id, customer_no, login, email, first_name, last_name, preferred_locale, password_hash';

export async function findAccountByLogin(db: D1Database, login: string): Promise<AccountRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customer_accounts WHERE login = ?1`).bind(login).first<AccountRow>();
}

export async function findAccountById(db: D1Database, customerId: string): Promise<AccountRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customer_accounts WHERE customer_id = ?1`).bind(customerId).first<AccountRow>();
}

export interface NewAccount {
  customerId: string;
  customerNo: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  preferredLocale: string | null;
  passwordHash: string;
  signUpEmails: boolean;
  now: number;
}

/** The customer row (type registered) and its account, for one batch with the first session. */
export function insertAccountStatements(db: D1Database, a: NewAccount): D1PreparedStatement[] {
  return [
    db.prepare("INSERT INTO customers (customer_id, type, email, created_at) VALUES (?1, 'registered', ?2, ?3)").bind(a.customerId, a.login, a.now),
    db
      .prepare(
        `INSERT INTO customer_accounts (customer_id, customer_no, login, email, first_name, last_name, preferred_locale, password_hash,
           password_changed_at, sign_up_emails, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?9, ?9)`,
      )
      .bind(a.customerId, a.customerNo, a.login, a.email, a.firstName, a.lastName, a.preferredLocale, a.passwordHash, a.now, a.signUpEmails ? 1 : 0),
  ];
}

export function updatePasswordStatement(db: D1Database, customerId: string, passwordHash: string, now: number): D1PreparedStatement {
  return db
    .prepare('UPDATE customer_accounts SET password_hash = ?2, password_changed_at = ?3, updated_at = ?3 WHERE customer_id = ?1')
    .bind(customerId, passwordHash, now);
}

/** Replaces a hash made at a lower cost by one of the same password at the current cost (not a password change). */
export function rehashStatement(db: D1Database, customerId: string, oldHash: string, newHash: string): D1PreparedStatement {
  return db.prepare('UPDATE customer_accounts SET password_hash = ?3 WHERE customer_id = ?1 AND password_hash = ?2').bind(customerId, oldHash, newHash);
}

/** Is this D1 error the UNIQUE constraint of a column (login, customer_no)? */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  return /UNIQUE constraint failed/i.test(message) && message.includes(column);
}
