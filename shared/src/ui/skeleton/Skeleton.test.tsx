import { render, screen } from '@testing-library/react';
import { SkeletonGrid, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('announces loading once and renders card-shaped placeholders', () => {
    const { container } = render(<SkeletonGrid count={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading listings');
    expect(container.querySelectorAll('.skeleton-card')).toHaveLength(3);
    expect(container.querySelectorAll('.skeleton-card__media')).toHaveLength(3);
  });

  it('renders text lines with a shorter last line', () => {
    const { container } = render(<SkeletonText lines={2} />);
    const lines = container.querySelectorAll<HTMLElement>('.skeleton');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.style.width).toBe('60%');
  });
});
