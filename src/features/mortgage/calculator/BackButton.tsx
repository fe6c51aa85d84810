/** 'Back to calculator', from the contact step and from the results. */
export function BackButton({ onBack, className = '' }: { onBack: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className={`inline-flex min-h-6 items-center gap-1 font-semibold text-accent-700 underline ${className}`}
    >
      <span aria-hidden="true">←</span> Back to calculator
    </button>
  )
}
