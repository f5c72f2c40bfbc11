import type { FormAnswer, PageFormName } from '../../../shared/types/form-answer';
import { useBoot } from '../../boot-context';
import { useRouter } from '../../router/router';

/**
 * The server's answer to `form` when this page was rendered for its post (no JavaScript,
 * decision 270); null on any other page, and once the shopper has navigated on.
 */
export function useFormAnswer(form: PageFormName): FormAnswer | null {
  const boot = useBoot();
  const { href } = useRouter();
  const answer = boot.formAnswer;
  return answer?.form === form && href === boot.href ? answer : null;
}
