/** What a section's figures count and where they come from, in small print below them. */
export function SourceNotes({ notes, onDark = false }: { notes?: string[]; onDark?: boolean }) {
  if (!notes?.length) return null
  return (
    <ul
      aria-label="Where these figures come from"
      className={`mt-6 space-y-1 text-sm leading-relaxed ${onDark ? 'text-white/80' : 'text-ink-700'}`}
    >
      {notes.map((note) => (
        <li key={note}>{note}.</li>
      ))}
    </ul>
  )
}
