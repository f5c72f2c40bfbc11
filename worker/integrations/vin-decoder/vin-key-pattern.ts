/**
 * vPIC pattern keys: a key describes VIN positions 4–8, then '|' and positions 10–17, and may stop
 * early (a prefix). Each key character is a literal, '*' (any character) or a class such as
 * '[0-9]' or '[EFH]'.
 */

type Token = { kind: 'any' } | { kind: 'set'; test: (ch: string) => boolean } | { kind: 'literal'; ch: string };

export interface KeyPattern {
  tokens: Token[];
  /** How many positions the key pins (literals and classes): more is more specific. */
  specificity: number;
}

function classTest(body: string): (ch: string) => boolean {
  const parts: [string, string][] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i + 1] === '-' && i + 2 < body.length) {
      parts.push([body[i]!, body[i + 2]!]);
      i += 2;
    } else parts.push([body[i]!, body[i]!]);
  }
  return (ch) => parts.some(([from, to]) => ch >= from && ch <= to);
}

/** Parses a vPIC key; null for a key it cannot read (an unclosed class). */
export function parseKey(key: string): KeyPattern | null {
  const tokens: Token[] = [];
  let specificity = 0;
  for (let i = 0; i < key.length; i++) {
    const ch = key[i]!;
    if (ch === '[') {
      const end = key.indexOf(']', i);
      if (end < 0) return null;
      tokens.push({ kind: 'set', test: classTest(key.slice(i + 1, end)) });
      specificity++;
      i = end;
    } else if (ch === '*') tokens.push({ kind: 'any' });
    else {
      tokens.push({ kind: 'literal', ch });
      if (ch !== '|') specificity++;
    }
  }
  return { tokens, specificity };
}

/** The part of a VIN keys are matched against: positions 4–8, '|', positions 10–17. */
export function keySubject(vin: string): string {
  return `${vin.slice(3, 8)}|${vin.slice(9)}`;
}

/** True when the key matches the start of the subject. */
export function keyMatches(pattern: KeyPattern, subject: string): boolean {
  if (pattern.tokens.length > subject.length) return false;
  return pattern.tokens.every((token, i) => {
    const ch = subject[i]!;
    if (token.kind === 'any') return ch !== '|';
    if (token.kind === 'literal') return token.ch === ch;
    return ch !== '|' && token.test(ch);
  });
}
