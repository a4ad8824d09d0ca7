/**
 * `Intl.DateTimeFormat`s built once per locale and options. Building one costs far more than
 * formatting with it (a routine's 8-week history formats a few hundred dates: building each
 * formatter anew was the largest script cost of that screen after React itself, ADR 0066), so the
 * date helpers share them. The options objects are small literals: their JSON is the key.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
