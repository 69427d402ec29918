import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { renderSVG } from 'uqr';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { startTwoFactor, type TwoFactorSecret, verifyTotp } from '../../../lib/auth/two-factor';

/** The secret an authenticator app reads from the QR code, to type in by hand instead. */
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/**
 * First visit to /admin where operators need two-factor sign-in (production, ADR 0049): the
 * password, then a QR code (and its secret) for an authenticator app and the backup codes, then a
 * code from the app, which turns it on. Every admin page answers once it is.
 */
export function TwoFactorSetup() {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<TwoFactorSecret | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      if (!secret) setSecret(await startTwoFactor(password));
      else {
        await verifyTotp(code.trim());
        await queryClient.invalidateQueries();
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="two-factor-title" className="mx-auto grid max-w-xl gap-4 py-8">
      <KeyRound aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 id="two-factor-title" className="text-2xl font-semibold">
        Set up two-factor sign-in
      </h2>
      <p className="text-muted-foreground">
        Operators need a code from an authenticator app as well as their password before the console opens.
      </p>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {secret ? (
          <>
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              className="size-48 justify-self-start rounded-md bg-white p-2"
              // uqr renders an SVG string from our own URI: no user text reaches the markup.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG we generated
              dangerouslySetInnerHTML={{ __html: renderSVG(secret.totpURI) }}
            />
            <p className="text-sm">
              Scan it with your authenticator app, or type this key:{' '}
              <code className="break-all rounded bg-muted px-1 font-mono" data-testid="totp-secret">
                {secretOf(secret.totpURI)}
              </code>
            </p>
            <div className="grid gap-2">
              <h3 className="font-semibold">Backup codes</h3>
              <p className="text-sm text-muted-foreground">
                Keep them somewhere safe: each signs you in once if you lose your phone.
              </p>
              <ul
                className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-3"
                data-testid="backup-codes"
              >
                {secret.backupCodes.map((backup) => (
                  <li key={backup}>{backup}</li>
                ))}
              </ul>
            </div>
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={error}
              required
            />
          </>
        ) : (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
            required
          />
        )}
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? 'Checking...' : secret ? 'Turn on two-factor sign-in' : 'Continue'}
        </Button>
      </form>
    </section>
  );
}
