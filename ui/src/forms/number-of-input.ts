/** A number input's value; an emptied input reads as 0, which the rules then judge. */
export const numberOfInput = (text: string): number => Number(text.trim() === "" ? "0" : text);
