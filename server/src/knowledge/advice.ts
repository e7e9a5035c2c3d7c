// The advice for one line: an entry's general advice (whenNotBenign) cannot say what one error's own threads found, so
// entries carry advice for particular errors (adviceFor), given first when the line's text holds them.
import type { LogRecord } from '../parse/types';
import type { CatalogueEntry } from './types';

/** The line's message and every field value: where an error's words may be (printf text, `err=`, a reason field). */
function lineText(rec: LogRecord): string {
  return rec.fields.length ? `${rec.message} ${rec.fields.map((f) => f.value).join(' ')}` : rec.message;
}

/** The entry's advice for this line's particular error, in the catalogue's order (none for most lines). */
export function adviceForLine(entry: CatalogueEntry, rec: LogRecord): string[] {
  if (!entry.adviceFor?.length) return [];
  const text = lineText(rec);
  return entry.adviceFor
    .filter((a) => a.ifContains.some((t) => text.includes(t)) && (!a.andContains || a.andContains.some((t) => text.includes(t))) && !a.unlessContains?.some((t) => text.includes(t)))
    .map((a) => a.advice);
}

/** Whether the advice given for a line (adviceForLine's) takes the place of the entry's general advice. */
export function replacesGeneralAdvice(entry: CatalogueEntry, advice: readonly string[]): boolean {
  return advice.length > 0 && (entry.adviceFor ?? []).some((a) => a.instead && advice.includes(a.advice));
}
