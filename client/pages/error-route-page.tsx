import { ErrorPage } from '../features/shell/error-page';
import type { PageProps } from './page-props';

/** A page request that failed on the server: the error page with its message. */
export default function ErrorRoutePage({ payload }: PageProps<{ message: string }>) {
  return <ErrorPage message={payload.data.message} />;
}
