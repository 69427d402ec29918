import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RangeSlider } from './range-slider';

function PriceRange() {
  const [value, setValue] = useState<[number, number]>([100, 500]);
  return (
    <RangeSlider
      min={0}
      max={2000}
      step={50}
      value={value}
      onValueChange={setValue}
      thumbLabels={['Minimum price', 'Maximum price']}
      formatValue={(price) => (price >= 2000 ? '$2000+' : `$${price}`)}
    />
  );
}

describe('RangeSlider', () => {
  it('has a named thumb for each end, announcing its value', () => {
    render(<PriceRange />);
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('100');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', '$500');
  });

  // A browser fires input events while a thumb moves (change only when it is let go).
  it('moves each end on its own', () => {
    render(<PriceRange />);
    fireEvent.input(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '200' } });
    fireEvent.input(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '2000' } });
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('200');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', '$2000+');
  });

  it('never lets the thumbs cross', () => {
    render(<PriceRange />);
    fireEvent.input(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '900' } });
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('500');
    fireEvent.input(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '50' } });
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('500');
  });
});
