/** A form field's error under it, named by `id` (the field's `aria-describedby`); none without text. */
export function FieldError({ id, text }: { id: string; text: string | null | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {text}
    </p>
  ) : null
}
