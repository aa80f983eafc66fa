// Spec §2: Settings shows "Loading preferences..." until the preferences are there.
export function LoadingPreferences() {
  return (
    <p role="status" className="min-h-96 text-sm text-muted-foreground">
      Loading preferences...
    </p>
  );
}
