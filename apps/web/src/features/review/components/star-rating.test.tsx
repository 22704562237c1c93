// The review's star rating from the keyboard: Tab reaches one star, the arrow keys and Home / End
// change the rating, and the chosen star is the one checked.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StarRating } from './star-rating.tsx';

afterEach(cleanup);

function Rated({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="rating-label">Rating</span>
      <StarRating value={value} onChange={setValue} labelledBy="rating-label" testId="rating" />
    </>
  );
}

const checked = () => screen.getAllByRole('radio').filter((star) => star.getAttribute('aria-checked') === 'true');

describe('the star rating', () => {
  it('is one tab stop that the arrow keys and Home / End move', () => {
    render(<Rated initial={3} />);
    const stars = screen.getAllByRole('radio');
    expect(stars.filter((star) => star.tabIndex === 0).map((star) => star.getAttribute('aria-label'))).toEqual(['3']);
    fireEvent.keyDown(stars[2]!, { key: 'ArrowRight' });
    expect(checked().map((star) => star.getAttribute('aria-label'))).toEqual(['4']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('4');
    fireEvent.keyDown(stars[3]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(stars[2]!, { key: 'ArrowLeft' });
    expect(checked().map((star) => star.getAttribute('aria-label'))).toEqual(['2']);
    fireEvent.keyDown(stars[1]!, { key: 'End' });
    expect(checked().map((star) => star.getAttribute('aria-label'))).toEqual(['5']);
    fireEvent.keyDown(stars[4]!, { key: 'ArrowRight' });
    expect(checked().map((star) => star.getAttribute('aria-label'))).toEqual(['5']);
    fireEvent.keyDown(stars[4]!, { key: 'Home' });
    expect(checked().map((star) => star.getAttribute('aria-label'))).toEqual(['1']);
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeTruthy();
  });
});
