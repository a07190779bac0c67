/** The value of a JSON script the server wrote into the page (`<script type="application/json" {attribute}>`). */
export function jsonScript(document: Document, attribute: string): unknown {
  const text = document.querySelector(`script[${attribute}]`)?.textContent;
  if (text === undefined || text === null || text.trim() === '') return undefined;
  return JSON.parse(text);
}
