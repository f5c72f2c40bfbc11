import { css } from 'styled-system/css';
import { flagPath } from './flag-path';

const flagClass = css({ display: 'inline-block', flexShrink: 0, borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' });

/**
 * A country flag next to its name (decorative: the name beside it is the text). Fetched at low
 * priority, after what the page shows first; React also writes no preload for it in the head, so
 * the header's switcher can be markup the server keeps (decision 302).
 */
export function Flag({ flag }: { flag: string }) {
  return (
    <img
      src={flagPath(flag)}
      alt=""
      width={20}
      height={14}
      fetchPriority="low"
      className={flagClass}
    />
  );
}
