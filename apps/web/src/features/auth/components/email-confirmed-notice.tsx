import { CircleCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/** Shown when the confirmation link brings the user back with ?confirmed_email=true. */
export function EmailConfirmedNotice() {
  return (
    <Alert variant="success">
      <CircleCheck aria-hidden="true" />
      <AlertTitle>Email confirmed!</AlertTitle>
      <AlertDescription>Your email has been verified successfully. Please log in.</AlertDescription>
    </Alert>
  );
}
