import { FAILED_TO_SUBMIT_REVIEW } from '@setspot/domain/reviews/review-texts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LocationReviewForm } from './location-review-form';

// The real API answers: with no session, GET /api/me/reviews and POST /api/reviews are refused, so
// the form shows and a submission fails, as it would for a booking that cannot be reviewed.
const renderForm = () => renderWithProviders(<LocationReviewForm bookingId={crypto.randomUUID()} />);

describe('LocationReviewForm', () => {
  it('starts with no star chosen and Submit Review disabled', async () => {
    renderForm();
    const stars = await screen.findByRole('radiogroup', { name: 'Rating' });
    const radios = within(stars).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('');
  });

  it('chooses a star by click and by keyboard, which enables Submit Review', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    // Arrow keys move between the stars and choose them (radio group semantics), stopping at 1 and 5.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('counts the comment against 2,000 characters', async () => {
    const { user } = renderForm();
    const comment = await screen.findByLabelText('Comment (optional)');
    expect(comment).toHaveAttribute('maxlength', '2000');
    await user.type(comment, 'Great light');
    expect(comment).toHaveAccessibleDescription('11/2000 characters');
  });

  it("says 'Failed to submit review. Please try again.' when the API refuses, and keeps the choice", async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Lovely loft');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED_TO_SUBMIT_REVIEW);
    expect(alert).toHaveTextContent('You must be logged in');
    // Said once: no toast repeats it (sonner is given time to show one).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(new RegExp(FAILED_TO_SUBMIT_REVIEW.replace(/[.]/g, '\\.')))).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('Lovely loft');
  });
});
