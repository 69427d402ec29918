import {
  CONTACT_MESSAGE_SENT,
  CONTACT_MESSAGE_SENT_DESCRIPTION,
} from '@setspot/domain/contact/contact-texts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageLoading } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/auth/get-me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactForm } from './contact-form';

/** /contact (architecture section 2: the spec links it without showing it): a form to reach support. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  const { user, isLoading } = useSession();
  const [sent, setSent] = useState(false);
  // Each 'Send another message' starts a fresh form.
  const [round, setRound] = useState(0);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-16">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
        <p className="text-muted-foreground">
          Questions about a booking, a listing or your account? Write to us and we will reply by email.
        </p>
      </header>
      <Card>
        <CardContent>
          {sent ? (
            <SentConfirmation
              onAnother={() => {
                setSent(false);
                setRound((n) => n + 1);
              }}
            />
          ) : isLoading ? (
            <PageLoading />
          ) : (
            <ContactForm
              key={round}
              defaults={{
                name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
                email: user?.email ?? '',
              }}
              onSent={() => setSent(true)}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function SentConfirmation({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so keyboard and screen-reader users learn the form was sent.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {CONTACT_MESSAGE_SENT}
      </h2>
      <p className="text-muted-foreground">{CONTACT_MESSAGE_SENT_DESCRIPTION}</p>
      <Button variant="outline" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}
