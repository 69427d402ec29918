import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useSignOut } from '../api/sign-out';

export function LogOutButton({ className }: { className?: string | undefined }) {
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      disabled={signOut.isPending}
      className={className}
      onClick={() =>
        signOut.mutate(undefined, {
          onError: (error) =>
            showToast((toast) => toast.error('Error signing out', { description: errorMessage(error) })),
        })
      }
    >
      <LogOut aria-hidden="true" />
      Log Out
    </Button>
  );
}
