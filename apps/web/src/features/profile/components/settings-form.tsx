import {
  AVATAR_UPLOAD_FAILED,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
  PROFILE_UPDATED_DESCRIPTION,
} from '@setspot/domain/profiles/account-texts';
import { TIMEZONES } from '@setspot/domain/profiles/profile-options';
import type { MyProfile, ProfileUpdate, ProfileUpdateInput } from '@setspot/domain/profiles/profile-schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NameFields } from '../../../components/name-fields';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { showToast } from '../../../lib/toast';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { AvatarField } from './avatar-field';
import { ContactMethodField } from './contact-method-field';
import { SwitchField } from './switch-field';

const profileUpdateResolver = lazyZodResolver<ProfileUpdateInput, ProfileUpdate>(() =>
  import('@setspot/domain/profiles/profile-schemas').then((module) => module.profileUpdateSchema),
);

type SettingsFormProps = { profile: MyProfile; onSaved?: () => void };

function initialValues(profile: MyProfile): ProfileUpdateInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    timezone: profile.timezone,
    preferredContactMethod: profile.preferredContactMethod,
    emailNotifications: profile.emailNotifications,
    visibleEmail: profile.visibleEmail,
    visiblePhone: profile.visiblePhone,
  };
}

/**
 * Product section 5 'Profile settings' with the toasts of section 8: a new avatar is uploaded first
 * and a failed upload stops the save ('Avatar Upload Failed'); then the fields are saved.
 */
export function SettingsForm({ profile, onSaved }: SettingsFormProps) {
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: profileUpdateResolver,
    defaultValues: initialValues(profile),
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const uploadAvatar = useUploadAvatar();
  const updateProfile = useUpdateMyProfile();
  const removeAvatar = useRemoveAvatar();
  const saving = form.formState.isSubmitting || removeAvatar.isPending;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (avatar) {
      try {
        await uploadAvatar.mutateAsync(avatar);
        setAvatar(null);
      } catch (error) {
        showToast((toast) => toast.error(AVATAR_UPLOAD_FAILED, { description: errorMessage(error) }));
        return;
      }
    }
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset(initialValues(saved));
      showToast((toast) => toast.success(PROFILE_UPDATED, { description: PROFILE_UPDATED_DESCRIPTION }));
      onSaved?.();
    } catch (error) {
      showToast((toast) => toast.error(PROFILE_UPDATE_FAILED, { description: errorMessage(error) }));
    }
  });

  const onRemoveAvatar = () =>
    removeAvatar.mutate(undefined, {
      onSuccess: () =>
        showToast((toast) => toast.success(PROFILE_UPDATED, { description: PROFILE_UPDATED_DESCRIPTION })),
      onError: (error) =>
        showToast((toast) => toast.error(PROFILE_UPDATE_FAILED, { description: errorMessage(error) })),
    });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-busy={saving}>
      <AvatarField
        currentUrl={profile.avatarUrl}
        file={avatar}
        onFileChange={setAvatar}
        onRemove={onRemoveAvatar}
        disabled={saving}
      />
      <NameFields
        firstName={form.register('firstName')}
        lastName={form.register('lastName')}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        className="grid gap-4 sm:grid-cols-2"
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="Optional. Digits with +, spaces, dashes, dots or parentheses, e.g. +1 (555) 010-0100."
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextareaField
        label="Bio"
        rows={4}
        hint="Optional. A few words about you or your work (up to 2000 characters)."
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <Field label="Time zone" error={errors.timezone?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('timezone')}>
            {TIMEZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Controller
        control={form.control}
        name="preferredContactMethod"
        render={({ field }) => (
          <ContactMethodField value={field.value ?? 'email'} onChange={field.onChange} disabled={saving} />
        )}
      />
      <div className="grid gap-5 rounded-xl border border-border p-4">
        <BooleanSetting
          form={form}
          name="emailNotifications"
          label="Email notifications"
          description="Emails about booking requests, answers and new messages."
        />
        <BooleanSetting
          form={form}
          name="visibleEmail"
          label="Show my email"
          description="Signed-in users see your email address on your listings. Visitors never do."
        />
        <BooleanSetting
          form={form}
          name="visiblePhone"
          label="Show my phone"
          description="Signed-in users see your phone number on your listings. Visitors never do."
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" disabled={saving} className="max-sm:w-full">
          {saving ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

type BooleanName = 'emailNotifications' | 'visibleEmail' | 'visiblePhone';

function BooleanSetting({
  form,
  name,
  label,
  description,
}: {
  form: ReturnType<typeof useForm<ProfileUpdateInput, unknown, ProfileUpdate>>;
  name: BooleanName;
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchField
          label={label}
          description={description}
          checked={field.value ?? false}
          onCheckedChange={field.onChange}
          disabled={form.formState.isSubmitting}
        />
      )}
    />
  );
}
