import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { NATURAL_LIGHT_OPTIONS, NOISE_LEVEL_OPTIONS } from '@setspot/domain/listings/listing-options';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { Field } from './field';
import { OptionalSelect } from './optional-select';
import { PermitField } from './permit-field';

/** The production details location scouts ask about (product section 5 'Scout fields'); all optional. */
export function ScoutFields({ form }: { form: UseFormReturn<ListingFormState> }) {
  const { control, register } = form;
  return (
    <fieldset className="grid gap-5 rounded-xl border border-border p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold">Scout info (optional)</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Production details that help location scouts plan a shoot.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Ceiling height (ft)"
          type="number"
          min={0}
          step={0.1}
          {...register('ceilingHeight')}
        />
        <TextField
          label="Power capacity"
          placeholder="e.g. 200 amp service, 3-phase"
          {...register('powerCapacity')}
        />
        <Controller
          control={control}
          name="naturalLightQuality"
          render={({ field }) => (
            <OptionalSelect
              label="Natural light"
              options={NATURAL_LIGHT_OPTIONS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="noiseLevel"
          render={({ field }) => (
            <OptionalSelect
              label="Noise level"
              options={NOISE_LEVEL_OPTIONS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <TextField
          label="Parking (vehicles)"
          type="number"
          min={0}
          step={1}
          {...register('parkingCapacity')}
        />
        <TextField label="Maximum crew size" type="number" min={1} step={1} {...register('maxCrewSize')} />
        <Controller
          control={control}
          name="permitRequired"
          render={({ field }) => <PermitField value={field.value} onChange={field.onChange} />}
        />
      </div>
      <Field label="Load-in notes" hint="Access for crew and equipment: stairs, elevators, loading dock.">
        {({ id, describedBy }) => (
          <Textarea id={id} aria-describedby={describedBy} rows={3} {...register('loadInNotes')} />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Filming restrictions" hint="One per line.">
          {({ id, describedBy }) => (
            <Textarea id={id} aria-describedby={describedBy} rows={4} {...register('filmingRestrictions')} />
          )}
        </Field>
        <Field label="Available equipment" hint="One per line.">
          {({ id, describedBy }) => (
            <Textarea id={id} aria-describedby={describedBy} rows={4} {...register('availableEquipment')} />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
