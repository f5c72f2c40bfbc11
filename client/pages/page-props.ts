import type { PagePayload } from '../../shared/types/page';

/** Every page component receives its loader payload. */
export interface PageProps<T = unknown> {
  payload: PagePayload<T>;
}
