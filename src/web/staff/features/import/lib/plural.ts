/** '1 row', '8 rows', '10,000 rows'. */
export const plural = (n: number, word: string, words = `${word}s`) => `${n.toLocaleString('en')} ${n === 1 ? word : words}`;
