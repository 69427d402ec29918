import { bookingDatesProblem } from '@setspot/domain/bookings/booking-request';
import {
  CREW_SIZE_AT_LEAST_ONE,
  DATES_NOT_AVAILABLE,
  PLEASE_SELECT_BOOKING_DATES,
} from '@setspot/domain/bookings/booking-texts';
import { isCalendarDate } from '@setspot/domain/common/calendar-date';
import { DEFAULT_AVAILABILITY, DEFAULT_CREW_SIZE, MIN_CREW_SIZE } from '@setspot/domain/common/constants';
import { calendarDateAt } from '@setspot/domain/common/time-zone';
import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { timeZoneForState } from '@setspot/domain/listings/time-zones';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useUnavailableDates } from '../api/get-unavailable-dates';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import { availabilityText } from '../lib/availability-text';
import { isRangeBookable } from '../lib/bookable-days';
import { type BookingDates, BookingDatesField } from './booking-dates-field';
import { InstantBookNote } from './instant-book-note';
import { PriceSummary } from './price-summary';

/** Product section 2 'Booking panel': dates, project details, crew size, special requests, request. */
export function BookingForm({ location }: { location: LocationDetail }) {
  const held = useUnavailableDates(location.id);
  const instantBook = held.data?.rules?.instantBook ?? false;
  const availability = location.availability ?? DEFAULT_AVAILABILITY;
  const timeZone = timeZoneForState(location.state);
  // Opened from a date search (?from=…&to=…): those dates come already picked, once the calendar's
  // days are known and every one of them can be booked. A link's days may have been taken since, or
  // be inside the owner's notice: then none are picked and the panel says so. Should the days fail
  // to load, the dates are picked and checked when the request is sent.
  const [params] = useSearchParams();
  const [linkedDates] = useState(() => {
    const [from, to] = [params.get('from'), params.get('to')];
    return isCalendarDate(from) && isCalendarDate(to) && from <= to ? { start: from, end: to } : null;
  });
  // Null until the filmmaker picks dates in the panel.
  const [pickedDates, setDates] = useState<BookingDates | null>(null);
  const linkedDatesBookable =
    linkedDates && held.data
      ? // A range too long for any booking stays, for the panel's own message about its length.
        bookingDatesProblem(linkedDates.start, linkedDates.end) !== null ||
        isRangeBookable(linkedDates, {
          today: calendarDateAt(new Date(), timeZone),
          availability,
          held: held.data,
        })
      : null;
  const dates = pickedDates ?? (linkedDates && (linkedDatesBookable || held.isError) ? linkedDates : {});
  const linkedDatesTaken = pickedDates === null && linkedDatesBookable === false;
  const [projectDetails, setProjectDetails] = useState('');
  const [crewSize, setCrewSize] = useState(String(DEFAULT_CREW_SIZE));
  const [specialRequests, setSpecialRequests] = useState('');
  const [crewError, setCrewError] = useState<string>();
  const submit = useSubmitBooking();
  const submitHintId = useId();
  // After success the browser is on its way to the payment page: stay busy until it leaves.
  const busy = submit.isPending || submit.isSuccess;
  const { start, end } = dates;
  // Said here, before the request is sent: a range longer than a booking may be (the server refuses it too).
  const datesProblem = start && end ? bookingDatesProblem(start, end) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!start || !end || datesProblem) return;
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
          timeZone={timeZone}
          value={dates}
          onChange={setDates}
          disabled={busy}
        />
        {linkedDatesTaken ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {DATES_NOT_AVAILABLE}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">{availabilityText(availability)}</p>
        <InstantBookNote locationId={location.id} />
      </div>
      <NoteField
        label="Project details"
        placeholder="What are you shooting? Scenes, schedule, equipment."
        value={projectDetails}
        onChange={setProjectDetails}
        disabled={busy}
      />
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
      <NoteField
        label="Special requests"
        placeholder="Early access, parking, anything the owner should know."
        value={specialRequests}
        onChange={setSpecialRequests}
        disabled={busy}
      />
      {start && end ? (
        <PriceSummary startDate={start} endDate={end} pricePerDay={location.pricePerDay} />
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={!start || !end || busy || datesProblem !== null}
        aria-describedby={!start || !end || datesProblem ? submitHintId : undefined}
      >
        {busy ? 'Submitting...' : 'Request to Book'}
      </Button>
      {!start || !end ? (
        <p id={submitHintId} className="text-center text-sm text-muted-foreground">
          {PLEASE_SELECT_BOOKING_DATES}
        </p>
      ) : datesProblem ? (
        <p id={submitHintId} role="alert" className="text-center text-sm font-medium text-destructive">
          {datesProblem}
        </p>
      ) : (
        <p className="text-center text-xs text-muted-foreground">
          {instantBook
            ? 'You pay on the next page. With Instant Book your card is charged at once and the booking confirmed.'
            : 'You pay on the next page. Your card is only charged once the owner approves.'}
        </p>
      )}
    </form>
  );
}

type NoteFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
};

/** The free-text notes of a request (project details, special requests), up to 2000 characters. */
function NoteField({ onChange, ...props }: NoteFieldProps) {
  return (
    <TextareaField
      {...props}
      onChange={(event) => onChange(event.target.value)}
      maxLength={2000}
      textareaClassName="min-h-20"
    />
  );
}
