import { render, screen } from '@testing-library/react';
import { Field } from './Field';

describe('Field', () => {
  it('ties the label, hint and error to the control, and marks it invalid with an error', () => {
    render(
      <Field label="Phone" hint="With the country code" error="Enter a valid number.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('With the country code Enter a valid number.');
  });

  it('keeps a given id, adds further descriptions, and is valid without an error', () => {
    render(
      <>
        <Field
          label="Password"
          id="new-password"
          describedBy="meter"
          below={<p id="meter">Strong</p>}
        >
          {(control) => <input type="password" {...control} />}
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('id', 'new-password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Strong');
  });
});
