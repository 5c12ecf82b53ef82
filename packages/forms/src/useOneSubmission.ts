import { useRef, useState, type FormEvent, type FormEventHandler } from 'react';

/**
 * One submission of a form at a time, from the click on: a save's own busy state only starts
 * once the form has validated, so a double click sent the record twice. A second submit while
 * one runs is dropped; `submitting` disables the submit button.
 */
export function useOneSubmission(onSubmit: FormEventHandler<HTMLFormElement>) {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (running.current) {
      event.preventDefault();
      return;
    }
    running.current = true;
    setSubmitting(true);
    try {
      await onSubmit(event);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
