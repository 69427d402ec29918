import { PLACEHOLDER_IMAGE_URL } from '@setspot/domain/common/constants';
import { readFormNumber } from '@setspot/domain/common/form-number';
import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { locationTypeName, toLocationType } from '@setspot/domain/listings/location-types';
import { MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/format-money';

// The scout block shows only once step 3 is filled in, so it comes after the first load.
const ScoutSummary = lazy(() =>
  import('./scout-summary').then((module) => ({ default: module.ScoutSummary })),
);

type ListingPreviewCardProps = { control: Control<ListingFormState>; photoUrl: string | undefined };

/** Product section 2: how the listing will look, updated as the owner types. */
export function ListingPreviewCard({ control, photoUrl }: ListingPreviewCardProps) {
  const values = useWatch({ control }) as ListingFormState;
  const type = toLocationType(values.propertyType ?? '');
  const place = [values.city, values.state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const price = priceText(values);
  return (
    <Card className="overflow-hidden">
      <div className="relative aspect-[16/9] bg-muted lg:aspect-[4/3]">
        <img src={photoUrl ?? PLACEHOLDER_IMAGE_URL} alt="" className="size-full object-cover" />
        {type ? (
          <Badge variant="secondary" className="absolute top-3 left-3 bg-surface/90">
            {locationTypeName(type)}
          </Badge>
        ) : null}
      </div>
      <div className="grid gap-3 p-5">
        <div className="grid gap-1">
          <p className="text-lg font-semibold leading-snug break-words">
            {values.propertyName?.trim() || 'Your property name'}
          </p>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {place || 'City, State'}
          </p>
        </div>
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">
          {values.description?.trim() || 'Your description will appear here.'}
        </p>
        <Suspense fallback={null}>
          <ScoutSummary values={values} />
        </Suspense>
        <p className="text-base">
          {price ? (
            <>
              <span className="text-lg font-semibold">{price.amount}</span>
              <span className="text-muted-foreground"> {price.unit}</span>
            </>
          ) : (
            <span className="text-muted-foreground">Set your price</span>
          )}
        </p>
      </div>
    </Card>
  );
}

function priceText(values: ListingFormState): { amount: string; unit: string } | null {
  const hourly = values.pricingType === 'hourly';
  const amount = readFormNumber(hourly ? values.pricePerHour : values.pricePerDay);
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  return { amount: formatMoney(amount), unit: hourly ? '/ hour' : '/ day' };
}
