// Where the browser itself would send a GET form (its action and fields), as it does when the form
// is submitted before the app has hydrated it.
export function nativeSubmission(form: HTMLFormElement): string {
  const fields = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
  return `${form.getAttribute('action')}?${fields.toString()}`;
}
