/**
 * Code that belongs to the contact page alone, recognised in a built script by a piece of its
 * text. The markers are the libraries' own strings (yup's default message, formik's name,
 * EmailJS's address), so a library update can change them: each must still match at least one of
 * the site's scripts (the contact page's), or the check would pass over nothing.
 */
export const contactOnlyCode = [
  { name: "formik", marker: /formik/i },
  { name: "yup", marker: /is a required field/ },
  { name: "EmailJS", marker: /api\.emailjs\.com/ },
] as const

/** Problems for the markers that match none of the given scripts' text. */
export const unmatchedMarkers = (scripts: string[]): string[] =>
  contactOnlyCode
    .filter(({ marker }) => !scripts.some(code => marker.test(code)))
    .map(
      ({ name, marker }) =>
        `no script of the site contains ${name}'s marker ${String(marker)}, so the check that ` +
        `${name} stays on the contact page finds nothing: if ${name} changed that text, update ` +
        `its marker in scripts/contact-only-code.ts`
    )
