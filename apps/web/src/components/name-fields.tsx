import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './ui/text-field';

type NameFieldsProps = {
  firstName: UseFormRegisterReturn<'firstName'>;
  lastName: UseFormRegisterReturn<'lastName'>;
  errors: { firstName?: string | undefined; lastName?: string | undefined };
  className?: string;
};

/** First and last name side by side from 640 px (sign-up and profile settings). */
export function NameFields({
  firstName,
  lastName,
  errors,
  className = 'grid gap-5 sm:grid-cols-2',
}: NameFieldsProps) {
  return (
    <div className={className}>
      <TextField label="First name" autoComplete="given-name" error={errors.firstName} {...firstName} />
      <TextField label="Last name" autoComplete="family-name" error={errors.lastName} {...lastName} />
    </div>
  );
}
