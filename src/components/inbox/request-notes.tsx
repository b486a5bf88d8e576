import { useEffect, useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { fieldControlClasses } from "@/components/ui/input";
import { inboxViewCopy } from "@/content/inbox";
import type { Note } from "@/shared/wire/inbox-api";
import { exactTime } from "@/lib/inbox/format";
import { openNote, sealNote } from "@/lib/inbox/keys";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = inboxViewCopy.request;

/** Notes, sealed in this browser to the agency's active keys; the service keeps ciphertext. */
export function RequestNotes({
  reference,
  notes,
  onAdded,
  requestKey,
}: {
  reference: string;
  /** The recipient of the key that opened the request (notes are sealed to it too). */
  requestKey: string | undefined;
  notes: Note[];
  onAdded: (note: Note) => void;
}) {
  const { client, keys, announce } = useWorkbench();
  const [texts, setTexts] = useState<Record<string, string | undefined>>({});
  const [draft, setDraft] = useState("");
  const { busy, error, run, setError } = useTask();
  const id = useId();

  useEffect(() => {
    let live = true;
    void Promise.all(
      notes.map(async (note) => [note.id, await openNote(note.ciphertext)] as const),
    ).then((entries) => live && setTexts(Object.fromEntries(entries)));
    return () => {
      live = false;
    };
  }, [notes]);

  const add = () =>
    run(async () => {
      if (!draft.trim()) return setError(copy.noteMissing);
      const note = await client.addNote(
        reference,
        await sealNote(draft.trim(), keys.agencyKeys, requestKey),
      );
      setDraft("");
      onAdded(note);
      announce(copy.noteAdded);
    });

  return (
    <section aria-labelledby="notes-title" className="flex flex-col gap-3">
      <h2 id="notes-title" className="text-xl font-bold text-brand-900">
        {copy.notes}
      </h2>
      {notes.length === 0 && <p>{copy.noNotes}</p>}
      <ul className="flex flex-col gap-3">
        {notes.map((note) => (
          <li key={note.id} className="rounded-md border border-line bg-surface p-3">
            <p className="text-sm text-muted">
              {copy.noteBy(note.author?.name ?? copy.someone)}
              <time dateTime={note.createdAt}>{exactTime(note.createdAt)}</time>
            </p>
            <p className="whitespace-pre-wrap">{texts[note.id] ?? copy.unreadableNote}</p>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-col gap-2 print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label htmlFor={`${id}-note`} className="font-semibold">
          {copy.addNote}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={fieldControlClasses}
        />
        <Problem text={error} />
        <button
          type="submit"
          disabled={busy}
          className={`${buttonVariants({ variant: "secondary" })} sm:self-start`}
        >
          {copy.saveNote}
        </button>
      </form>
    </section>
  );
}
