/**
 * A reading page's forms carry their constraints (required, lengths, types: Conform derives them
 * from the server's Zod schema) and are sent with `novalidate`, so without JavaScript every post
 * reaches the server and its Spanish messages stand next to the fields. With JavaScript the
 * browser checks those constraints first. A page that hydrates is left to Conform.
 */
export function checkFormsInTheBrowser() {
  if ('__remixContext' in window) return
  for (const form of document.querySelectorAll('form[novalidate]')) (form as HTMLFormElement).noValidate = false
}
