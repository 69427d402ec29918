import { CREW_SIZE_AT_LEAST_ONE, PLEASE_SELECT_BOOKING_DATES } from '@setspot/domain/bookings/booking-texts';
import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { timeZoneForState } from '@setspot/domain/listings/time-zones';
import { DEFAULT_AVAILABILITY, DEFAULT_CREW_SIZE, MIN_CREW_SIZE } from '@setspot/domain/shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import { availabilityText } from '../lib/availability-text';
import { type BookingDates, BookingDatesField } from './booking-dates-field';
import { PriceSummary } from './price-summary';

/** Spec section 2 'Booking panel': dates, project details, crew size, special requests, request. */
export function BookingForm({ location }: { location: LocationDetail }) {
  const [dates, setDates] = useState<BookingDates>({});
  const [projectDetails, setProjectDetails] = useState('');
  const [crewSize, setCrewSize] = useState(String(DEFAULT_CREW_SIZE));
  const [specialRequests, setSpecialRequests] = useState('');
  const [crewError, setCrewError] = useState<string>();
  const submit = useSubmitBooking();
  const ids = { project: useId(), special: useId(), submitHint: useId() };
  const availability = location.availability ?? DEFAULT_AVAILABILITY;
  // After success the browser is on its way to the payment page: stay busy until it leaves.
  const busy = submit.isPending || submit.isSuccess;
  const { start, end } = dates;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!start || !end) return;
    const crew = Number(crewSize);
    if (!Number.isInteger(crew) || crew < MIN_CREW_SIZE) {
      setCrewError(CREW_SIZE_AT_LEAST_ONE);
      return;
    }
    setCrewError(undefined);
    submit.mutate({
      locationId: location.id,
      startDate: start,
      endDate: end,
      projectDetails,
      crewSize: crew,
      specialRequests,
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Request to book" className="grid gap-4">
      <div className="grid gap-1.5">
        <BookingDatesField
          locationId={location.id}
          availability={availability}
          timeZone={timeZoneForState(location.state)}
          value={dates}
          onChange={setDates}
          disabled={busy}
        />
        <p className="text-xs text-muted-foreground">{availabilityText(availability)}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.project}>Project details</Label>
        <Textarea
          id={ids.project}
          value={projectDetails}
          onChange={(event) => setProjectDetails(event.target.value)}
          placeholder="What are you shooting? Scenes, schedule, equipment."
          maxLength={2000}
          disabled={busy}
          className="min-h-20"
        />
      </div>
      <TextField
        label="Crew size"
        type="number"
        inputMode="numeric"
        min={MIN_CREW_SIZE}
        step={1}
        value={crewSize}
        onChange={(event) => setCrewSize(event.target.value)}
        error={crewError}
        disabled={busy}
      />
      <div className="grid gap-2">
        <Label htmlFor={ids.special}>Special requests</Label>
        <Textarea
          id={ids.special}
          value={specialRequests}
          onChange={(event) => setSpecialRequests(event.target.value)}
          placeholder="Early access, parking, anything the owner should know."
          maxLength={2000}
          disabled={busy}
          className="min-h-20"
        />
      </div>
      {start && end ? (
        <PriceSummary startDate={start} endDate={end} pricePerDay={location.pricePerDay} />
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={!start || !end || busy}
        aria-describedby={!start || !end ? ids.submitHint : undefined}
      >
        {busy ? 'Submitting...' : 'Request to Book'}
      </Button>
      {!start || !end ? (
        <p id={ids.submitHint} className="text-center text-sm text-muted-foreground">
          {PLEASE_SELECT_BOOKING_DATES}
        </p>
      ) : (
        <p className="text-center text-xs text-muted-foreground">
          You pay on the next page. Your card is only charged once the owner approves.
        </p>
      )}
    </form>
  );
}
