import { css } from 'styled-system/css';
import type { ContentPage } from '../../../shared/content/content-types';
import { RichTextView } from './rich-text';

/** The sections of a content page (at most 10, capped by the content service). */
export function ContentSections({ page }: { page: ContentPage }) {
  return (
    <div className={css({ maxW: '72ch' })}>
      {page.sections.map((section, i) => (
        <section key={i}>
          {section.heading && <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '2' })}>{section.heading}</h2>}
          <RichTextView value={section.body} />
        </section>
      ))}
    </div>
  );
}
