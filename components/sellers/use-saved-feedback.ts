import { useState } from "react";

/** "Saved" shows after a save and hides again as soon as the form is edited (isDirty), so it never describes unsaved values. */
export function useSavedFeedback(isDirty: boolean) {
  const [saved, setSaved] = useState(false);
  return { showSaved: saved && !isDirty, setSaved };
}
