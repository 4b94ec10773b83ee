/**
 * A header's introduction as its first sentence (the proof under the promise, kept to two or three
 * lines on a phone) and the rest. A sentence ends at ".", "!" or "?" followed by a capital letter,
 * so "np. strony", "sp. z o.o." or "e.g. a shop" do not end one.
 */
export const splitLead = (text: string): { lead: string; rest: string } => {
  const match = /[.!?](?=\s+[A-ZĄĆĘŁŃÓŚŹŻ„"])/u.exec(text)
  if (!match) return { lead: text.trim(), rest: "" }
  const end = match.index + 1
  return { lead: text.slice(0, end).trim(), rest: text.slice(end).trim() }
}
