import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageItems } from './Pagination';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 'ellipsis-end', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [10, 10, [1, 'ellipsis-start', 9, 10]],
    [99, 10, [1, 'ellipsis-start', 9, 10]],
  ])('page %d of %d', (current, last, expected) => {
    expect(pageItems(current, last)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves with previous/next and numbers', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<Pagination meta={{ current_page: 5, last_page: 10 }} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('…')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination meta={{ current_page: 1, last_page: 3 }} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(
      <Pagination meta={{ current_page: 3, last_page: 3 }} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination meta={{ current_page: 1, last_page: 1 }} onPageChange={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
