import { SIGN_IN_TO_SAVE } from '@setspot/domain/boards/board-texts';
import { Bookmark } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { rememberPostLoginRedirect } from '../../../lib/auth/post-login-redirect';
import { showToast } from '../../../lib/toast';

/**
 * 'Save' for a visitor: asks them to log in and brings them back. Not lazy, unlike the signed-in
 * control: the server draws it into visitors' pages, and the browser takes it over as it is.
 */
export function SignInToSave({ locationName }: { locationName: string }) {
  const navigate = useNavigate();
  const here = useLocation();
  return (
    <Button
      type="button"
      variant="outline"
      className="relative z-10"
      onClick={() => {
        showToast((toast) => toast.info(SIGN_IN_TO_SAVE, { id: 'save-sign-in' }));
        rememberPostLoginRedirect(here.pathname + here.search);
        navigate(paths.login);
      }}
    >
      <Bookmark aria-hidden="true" />
      Save
      <span className="sr-only">: {locationName}</span>
    </Button>
  );
}
