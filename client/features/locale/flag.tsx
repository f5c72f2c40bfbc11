import { css } from 'styled-system/css';

/** A country flag next to its name (decorative: the name beside it is the text). */
export function Flag({ flag }: { flag: string }) {
  return (
    <img
      src={`/images/icons/flag-${flag}.svg`}
      alt=""
      width={20}
      height={14}
      className={css({ display: 'inline-block', flexShrink: 0, borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' })}
    />
  );
}
