import type { ContactFormValues, ContactInput } from '@setspot/domain/contact/contact-schemas';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../../components/credential-inputs';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSendContactMessage } from '../api/send-contact-message';

const contactInputResolver = lazyZodResolver<ContactFormValues, ContactInput>(() =>
  import('@setspot/domain/contact/contact-schemas').then((module) => module.contactInputSchema),
);

type ContactFormProps = {
  /** Prefilled from the session when signed in. */
  defaults: { name: string; email: string };
  onSent: () => void;
};

/** The contact form: name, email, subject, message, and a honeypot people never see. */
export function ContactForm({ defaults, onSent }: ContactFormProps) {
  const send = useSendContactMessage();
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: contactInputResolver,
    defaultValues: { ...defaults, subject: '', message: '', website: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      onSent();
    } catch (error) {
      // The server names the field it refused ('email: ...'): show it there. Anything else is shown
      // above the form, which keeps what was typed.
      const field = fieldError(error);
      if (field) form.setError(field.name, { message: field.message }, { shouldFocus: true });
    }
  });
  const failure = send.isError && !fieldError(send.error) ? errorMessage(send.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={isSubmitting}>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Your message was not sent</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <EmailField error={errors.email?.message} {...form.register('email')} />
      </div>
      <TextField
        label="Subject"
        hint="Optional."
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextareaField label="Message" rows={6} error={errors.message?.message} {...form.register('message')} />
      {/* The honeypot: off screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start max-sm:w-full">
        <Send aria-hidden="true" />
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function fieldError(error: unknown): { name: (typeof FIELDS)[number]; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return null;
  const name = FIELDS.find((field) => field === error.field);
  return name ? { name, message: error.message } : null;
}
