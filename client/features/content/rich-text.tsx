import { css, cx } from 'styled-system/css';
import { entryPath, isSafeHref, type Block, type Inline, type NoteTheme, type RichText } from '../../../shared/content/rich-text';
import { Link } from '../../router/link';
import { linkClass } from './content-link';

const NOTE_COLOURS: Record<NoteTheme, string> = {
  info: css({ bg: '#EEF0FD', borderColor: 'brand.blue' }),
  warning: css({ bg: '#FFF6D6', borderColor: '#B7791F' }),
  success: css({ bg: '#E8F6EE', borderColor: 'success' }),
};

function Runs({ runs }: { runs: Inline[] }) {
  return (
    <>
      {runs.map((run, i) => {
        if (run.t === 'bold') return <strong key={i}>{run.text}</strong>;
        if (run.t === 'entry') return <Link key={i} to={entryPath(run.kind, run.slug)} className={linkClass}>{run.text}</Link>;
        if (run.t === 'link') {
          if (!isSafeHref(run.href)) return <span key={i}>{run.text}</span>;
          if (run.href.startsWith('/')) return <Link key={i} to={run.href} className={linkClass}>{run.text}</Link>;
          return <a key={i} href={run.href} className={linkClass} rel="noopener noreferrer">{run.text}</a>;
        }
        return <span key={i}>{run.text}</span>;
      })}
    </>
  );
}

const listClass = css({ pl: '6', display: 'grid', gap: '1.5', my: '3' });

function BlockView({ block }: { block: Block }) {
  switch (block.t) {
    case 'p':
      return <p className={css({ my: '3', lineHeight: '1.7' })}><Runs runs={block.c} /></p>;
    case 'h':
      return block.level === 2
        ? <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '2' })}>{block.text}</h2>
        : <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold', mt: '4', mb: '2' })}>{block.text}</h3>;
    case 'ul':
      return <ul className={cx(listClass, css({ listStyle: 'disc' }))}>{block.items.map((item, i) => <li key={i}><Runs runs={item} /></li>)}</ul>;
    case 'ol':
      return <ol className={cx(listClass, css({ listStyle: 'decimal' }))}>{block.items.map((item, i) => <li key={i}><Runs runs={item} /></li>)}</ol>;
    case 'asset':
      return isSafeHref(block.src) ? <img src={block.src} alt={block.alt} loading="lazy" className={css({ maxW: 'full', h: 'auto', my: '4', borderRadius: 'md' })} /> : null;
    case 'notes':
      return (
        <ul
          data-note-theme={block.theme}
          className={cx(NOTE_COLOURS[block.theme], css({ listStyle: 'none', borderLeft: '4px solid', borderRadius: 'md', p: '4', my: '4', display: 'grid', gap: '1' }), block.weight === 'bold' ? css({ fontWeight: 'bold' }) : undefined)}
        >
          {block.items.map((item, i) => <li key={i}><Runs runs={item} /></li>)}
        </ul>
      );
  }
}

/**
 * Renders the content service's rich text as React elements: text is always escaped by React,
 * links and images pass the safe-URL check, and no HTML from content is ever injected.
 */
export function RichTextView({ value }: { value: RichText }) {
  return <>{value.blocks.map((block, i) => <BlockView key={i} block={block} />)}</>;
}
