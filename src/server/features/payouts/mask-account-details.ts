/** What is ever shown back: the last four letters or digits, e.g. '•••• 4321'. */
export function maskAccountDetails(plaintext: string): string {
  const tail = plaintext.replace(/[^A-Za-z0-9]/g, '').slice(-4);
  return tail.length === 4 ? `•••• ${tail}` : '••••';
}
