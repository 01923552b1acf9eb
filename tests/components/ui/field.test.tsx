import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Choice, controlClass, Field, FieldGroup } from '@/components/ui/field';

afterEach(cleanup);

/** The texts that describe an element, in the order its aria-describedby names them. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('a field', () => {
  it('names its control by the label and describes it by the hint, then the error, marking it invalid', () => {
    render(
      <Field label="Brand code" hint="Four letters." error="Not a brand code.">
        {(control) => <input {...control} className={controlClass} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Brand code' });
    expect(description(input)).toEqual(['Four letters.', 'Not a brand code.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('describes nothing and is not invalid without a hint or an error', () => {
    render(<Field label="Reason">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Reason' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('a group of controls', () => {
  it('is named by its legend (the required mark shown, not read) and described by its hint and error, marked invalid', () => {
    render(
      <FieldGroup legend="Scopes" hint="What the key may do." error="Choose at least one scope." required>
        <Choice type="checkbox" name="scopes" value="jobs:read" label="Read jobs" />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Scopes' });
    expect(group.querySelector('legend')?.textContent).toBe('Scopes *');
    expect(description(group)).toEqual(['What the key may do.', 'Choose at least one scope.']);
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });

  it('is not invalid while nothing is wrong', () => {
    render(
      <FieldGroup legend="Time window">
        <Choice type="radio" name="w" value="morning" label="Morning" />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Time window' });
    expect(group.hasAttribute('aria-invalid')).toBe(false);
    expect(group.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('a choice', () => {
  it('is named by its words, which toggle it when clicked', async () => {
    render(<Choice type="checkbox" name="replace" label="Replace the list" />);
    const box = screen.getByRole('checkbox', { name: 'Replace the list' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(screen.getByText('Replace the list'));
    expect(box.checked).toBe(true);
  });
});
