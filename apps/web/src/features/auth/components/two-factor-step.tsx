import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth/get-me';
import { verifyBackupCode, verifyTotp } from '../../../lib/auth/two-factor';

/**
 * The second step of signing in to an account with two-factor sign-in on (ADR 0049): the password
 * was right, and the session is made only once a code from the authenticator app (or a backup code)
 * is. The page moves on by itself when the session appears.
 */
export function TwoFactorStep() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [backup, setBackup] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      await (backup ? verifyBackupCode(code.trim()) : verifyTotp(code.trim()));
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  // POST, so a form sent before the app takes over the server-drawn page never puts the password
  // in the address (history, logs); the server sends that POST back to the page (pages.routes.ts).
  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {backup ? 'Enter one of your backup codes.' : 'Enter the six-digit code from your authenticator app.'}
      </p>
      <TextField
        label={backup ? 'Backup code' : 'Authentication code'}
        inputMode={backup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        required
        autoFocus
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Checking...' : 'Verify'}
      </Button>
      <button
        type="button"
        className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        onClick={() => {
          setBackup(!backup);
          setCode('');
          setError(undefined);
        }}
      >
        {backup ? 'Use the authenticator app instead' : 'Use a backup code instead'}
      </button>
    </form>
  );
}
