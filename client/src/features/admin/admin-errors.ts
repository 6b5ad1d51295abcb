import { toastError } from '../../components/ui/toast-store';
import { t } from '../../i18n';
import { serverMessage } from '../../lib/api';

/**
 * The admin's failure toast (spec section 8): 'Error' with the error text, or the fallback. A
 * server message shaped "Title: description" (e.g. "User Not Found: Please select a valid user.")
 * shows as that title and description, like the same check made in the browser.
 */
export function toastAdminError(error: unknown, fallback: string): void {
  const message = serverMessage(error);
  const titled = message ? /^([A-Z][^:.]{1,40}): (.+)$/.exec(message) : null;
  if (titled) return void toastError(titled[1]!, titled[2]!);
  toastError(t('admin:errors.title'), message ?? (error instanceof Error && error.message ? error.message : fallback));
}
