// §4: while listening, "Listening..." with 5 animated bars (still under reduced motion).
export function ListeningIndicator() {
  return (
    <span className="flex items-center gap-2 font-semibold text-destructive" role="status">
      <span aria-hidden className="flex h-5 items-end gap-0.5">
        {[0, 1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className="w-1 rounded-full bg-destructive origin-bottom motion-safe:animate-voice-bar"
            style={{ height: `${40 + ((bar * 37) % 60)}%`, animationDelay: `${bar * 120}ms` }}
          />
        ))}
      </span>
      Listening...
    </span>
  );
}
