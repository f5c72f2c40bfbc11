/**
 * Register checks (decision 050): es-US speaks to the shopper as "usted", fr-CA as "vous".
 * Each function lists the informal ("tú" / "tu") forms found in a message, so a test can keep
 * every message file of those locales in one register. Imperatives of regular verbs look like
 * third-person statements ("Busca…" / "La tienda busca…"), so they count only where a clause
 * starts; pronouns, possessives, enclitics and second-person verb forms count anywhere.
 */

const L = '\\p{L}';

function words(list: readonly string[]): string {
  return list.join('|');
}

/** Anywhere in the text, as a whole word. */
function anywhere(list: readonly string[]): RegExp {
  return new RegExp(`(?<!${L})(?:${words(list)})(?!${L})`, 'giu');
}

/** As the first word of a clause (start of the message, or after . ! ? ¡ ¿ : ; ( — –). */
function clauseStart(list: readonly string[]): RegExp {
  return new RegExp(`(?:^|[.!?¡¿:;(—–]\\s*)(?:${words(list)})(?!${L})`, 'giu');
}

// ICU arguments ({vehicle}) are names, not words; plural/select branches stay (they are text).
const ARGUMENT = /\{\s*[A-Za-z_][\w-]*\s*\}/g;

function findAll(text: string, patterns: readonly RegExp[]): string[] {
  const plain = text.replace(ARGUMENT, ' ');
  const found: string[] = [];
  for (const pattern of patterns) {
    for (const match of plain.matchAll(pattern)) {
      const form = match[0].replace(/^[.!?¡¿:;(—–\s]+/u, '');
      // An acronym (USA, TE) is not a verb or a pronoun.
      if (form.length > 1 && form === form.toUpperCase()) continue;
      found.push(form);
    }
  }
  return [...new Set(found)];
}

const ES_PRONOUNS = ['tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas'];
const ES_VERB_FORMS = [
  'tienes', 'puedes', 'quieres', 'necesitas', 'buscas', 'eres', 'estás', 'has', 'vas', 'sabes', 'debes',
  'prefieres', 'encuentras', 'deseas', 'tengas', 'puedas', 'quieras', 'hayas', 'seas', 'estés', 'olvides',
];
const ES_ENCLITICS = [
  'contáctanos', 'síguenos', 'escríbenos', 'llámanos', 'cuéntanos', 'dinos', 'visítanos', 'envíanos',
  'déjanos', 'ayúdanos', 'inténtalo', 'pruébalo', 'descúbrelo', 'compártelo', 'agrégalo', 'añádelo',
  'elígelo', 'guárdalo', 'revísalo', 'hazlo', 'cómpralo', 'búscalo', 'recógelo',
];
// Accented verb + "te" is a tú imperative with its pronoun (suscríbete, regístrate, apúntate).
const ES_REFLEXIVE_IMPERATIVE = new RegExp(`(?<!${L})${L}*[áéíóú]${L}*te(?!${L})`, 'giu');
const ES_IMPERATIVES = [
  'elige', 'escoge', 'busca', 'ingresa', 'introduce', 'usa', 'agrega', 'añade', 'inicia', 'revisa',
  'descubre', 'llama', 'intenta', 'selecciona', 'ajusta', 'recibe', 'crea', 'guarda', 'cambia',
  'vuelve', 'confirma', 'escribe', 'completa', 'haz', 'pon', 'ven', 'ten', 'mira', 'pulsa', 'toca',
  'abre', 'cierra', 'elimina', 'comparte', 'deja', 'regresa', 'continúa', 'verifica', 'entra',
  'compra (?:piezas|autopartes|ahora|por|para|en)',
];

/** Informal (tú) forms in a Spanish message. */
export function informalSpanish(text: string): string[] {
  return findAll(text, [anywhere(ES_PRONOUNS), anywhere(ES_VERB_FORMS), anywhere(ES_ENCLITICS), ES_REFLEXIVE_IMPERATIVE, clauseStart(ES_IMPERATIVES)]);
}

const FR_PRONOUNS = ['tu', 'toi', 'te', 'ton', 'ta', 'tes', 'tien', 'tienne', 'tiennes'];
// t' / t’ before a vowel (t'inscrire), and imperative + -toi (connecte-toi, inscris-toi).
const FR_ELIDED = new RegExp(`(?<!${L})t['’]${L}`, 'giu');
const FR_HYPHENATED = new RegExp(`(?<!${L})${L}+-(?:toi|te|t['’])(?!${L})`, 'giu');
const FR_IMPERATIVES = [
  'choisis', 'essaie', 'réessaie', 'découvre', 'inscris', 'saisis', 'sélectionne', 'utilise', 'ajoute',
  'clique', 'appelle', 'reçois', 'connecte', 'contacte', 'trouve', 'vérifie', 'consulte', 'tape',
  'précise', 'magasine', 'achète', 'retire', 'ouvre', 'continue', 'complète', 'remplis', 'crée',
  'modifie', 'enregistre', 'indique', 'profite', 'fais', 'mets', 'viens', 'lis', 'entre ton', 'entre ta',
];

// After a number, "ton" is a unit (a 2 ton jack), not a possessive.
const FR_POSSESSIVE_OR_PRONOUN = new RegExp(`(?<!${L})(?<!\\d\\s)(?:${words(FR_PRONOUNS)})(?!${L})`, 'giu');

/** Informal (tu) forms in a French message. */
export function informalFrench(text: string): string[] {
  return findAll(text, [FR_POSSESSIVE_OR_PRONOUN, FR_ELIDED, FR_HYPHENATED, clauseStart(FR_IMPERATIVES)]);
}
