// Forms here validate in the view and send through the contract; the browser's own submit would post the page.
import type { FormEvent } from 'react';

/** A form's onSubmit: stops the browser's submit, then runs `act` (Enter in a field, or the submit button). */
export function formSubmit(act: () => void): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    act();
  };
}
